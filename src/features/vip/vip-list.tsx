import { Box, Card, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VipCaller } from '@/contract/blocking';
import { formatUsDisplay } from '@/lib/phone';

interface VipListProps {
  callers: readonly VipCaller[];
  onEdit: (caller: VipCaller) => void;
  onDelete: (caller: VipCaller) => void;
}

function RowActions({ caller, onEdit, onDelete }: { caller: VipCaller } & Omit<VipListProps, 'callers'>) {
  const { t } = useTranslation('contacts');
  return (
    <Flex gap={1} justify="flex-end">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('vip.editAria', { name: caller.name })}
        onClick={() => onEdit(caller)}
      >
        <Pencil size={16} />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('vip.deleteAria', { name: caller.name })}
        onClick={() => onDelete(caller)}
      >
        <Trash2 size={16} />
      </IconButton>
    </Flex>
  );
}

/** Name, Company, Phone: a table from md up, cards on a phone. */
export function VipList({ callers, onEdit, onDelete }: VipListProps) {
  const { t } = useTranslation('contacts');
  return (
    <>
      <Box hideBelow="md" borderWidth="1px" rounded="md" bg="bg.panel" overflowX="auto">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('common.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.company')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.phone')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {callers.map((caller) => (
              <Table.Row key={caller.vipCallerId}>
                <Table.Cell fontWeight="medium">{caller.name}</Table.Cell>
                <Table.Cell>{caller.company}</Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatUsDisplay(caller.phoneNumber)}</Table.Cell>
                <Table.Cell>
                  <RowActions caller={caller} onEdit={onEdit} onDelete={onDelete} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="md" gap={2} as="ul" listStyleType="none">
        {callers.map((caller) => (
          <Card.Root as="li" key={caller.vipCallerId} size="sm" variant="outline" bg="bg.panel">
            <Card.Body>
              <Flex align="center" gap={2}>
                <Box flex="1" minW={0}>
                  <Text fontWeight="medium" truncate>
                    {caller.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {[caller.company, formatUsDisplay(caller.phoneNumber)].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
                <RowActions caller={caller} onEdit={onEdit} onDelete={onDelete} />
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
