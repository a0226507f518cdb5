import { Box, Card, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlockedNumber } from '@/contract/blocking';
import { formatUsDisplay } from '@/lib/phone';

interface BlockedListProps {
  entries: readonly BlockedNumber[];
  onEdit: (entry: BlockedNumber) => void;
  onUnblock: (entry: BlockedNumber) => void;
}

function RowActions({ entry, onEdit, onUnblock }: { entry: BlockedNumber } & Omit<BlockedListProps, 'entries'>) {
  const { t } = useTranslation('contacts');
  const number = formatUsDisplay(entry.phoneNumber);
  return (
    <Flex gap={1} justify="flex-end">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('blocked.editAria', { number })}
        onClick={() => onEdit(entry)}
      >
        <Pencil size={16} />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('blocked.unblockAria', { number })}
        onClick={() => onUnblock(entry)}
      >
        <Trash2 size={16} />
      </IconButton>
    </Flex>
  );
}

/** Phone, name and company: a table from md up, a list of cards on a phone. */
export function BlockedList({ entries, onEdit, onUnblock }: BlockedListProps) {
  const { t } = useTranslation('contacts');
  return (
    <>
      <Box hideBelow="md" borderWidth="1px" rounded="md" bg="bg.panel" overflowX="auto">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('common.phone')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.company')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => (
              <Table.Row key={entry.entryId}>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatUsDisplay(entry.phoneNumber)}</Table.Cell>
                <Table.Cell>{entry.name}</Table.Cell>
                <Table.Cell>{entry.company}</Table.Cell>
                <Table.Cell>
                  <RowActions entry={entry} onEdit={onEdit} onUnblock={onUnblock} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="md" gap={2} as="ul" listStyleType="none">
        {entries.map((entry) => (
          <Card.Root as="li" key={entry.entryId} size="sm" variant="outline" bg="bg.panel">
            <Card.Body>
              <Flex align="center" gap={2}>
                <Box flex="1" minW={0}>
                  <Text fontWeight="medium">{formatUsDisplay(entry.phoneNumber)}</Text>
                  {entry.name || entry.company ? (
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {[entry.name, entry.company].filter(Boolean).join(' · ')}
                    </Text>
                  ) : null}
                </Box>
                <RowActions entry={entry} onEdit={onEdit} onUnblock={onUnblock} />
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
