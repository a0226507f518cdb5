import { Box, Button, Card, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '@/components/use-phone-layout';
import type { Contact } from '@/contract/contacts';
import { formatUsDisplay } from '@/lib/phone';
import { ContactRowMenu } from './contact-row-menu';
import { contactColumns, contactFeatures, firstEmail, firstPhone, type ContactColumnId } from './contacts-columns';

interface ContactsTableProps {
  contacts: Contact[];
  onOpen: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** The sortable contact table (TanStack Table v9); cards on a phone, in the same order. */
export function ContactsTable({ contacts, onOpen, onDelete }: ContactsTableProps) {
  const { t } = useTranslation('contacts');
  const table = useTable({
    features: contactFeatures,
    columns: contactColumns,
    data: contacts,
    getRowId: (c) => String(c.contactId),
    initialState: { sorting: [{ id: 'name', desc: false }] },
  });
  const rows = table.getRowModel().rows;
  const phone = usePhoneLayout();
  const nameButton = (contact: Contact) => (
    <Button
      variant="plain"
      p={0}
      h="auto"
      minW={0}
      fontWeight="medium"
      color="brand.fg"
      onClick={() => onOpen(contact)}
      textAlign="start"
      whiteSpace="normal"
    >
      {contact.displayName || t('contacts.newContact')}
    </Button>
  );

  return (
    <>
      {phone ? (
        <Stack gap={2} as="ul" listStyleType="none">
          {rows.map((row) => (
            <Card.Root as="li" key={row.id} size="sm" variant="outline" bg="bg.panel">
              <Card.Body>
                <Flex align="center" gap={2}>
                  <Box flex="1" minW={0}>
                    {nameButton(row.original)}
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {[row.original.business, formatUsDisplay(firstPhone(row.original))].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  <ContactRowMenu contact={row.original} onDelete={onDelete} />
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : (
        <Box borderWidth="1px" rounded="md" bg="bg.panel" overflowX="auto">
          <Table.Root size="sm" interactive>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = t(`contacts.columns.${header.column.id as ContactColumnId}`);
                    return (
                      <Table.ColumnHeader
                        key={header.id}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      >
                        <Button
                          variant="plain"
                          size="sm"
                          px={0}
                          fontWeight="semibold"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={14} aria-hidden />
                          ) : (
                            <ArrowUpDown size={14} aria-hidden opacity={0.4} />
                          )}
                        </Button>
                      </Table.ColumnHeader>
                    );
                  })}
                  <Table.ColumnHeader w="12">
                    <Text srOnly>{t('common.actions')}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{nameButton(row.original)}</Table.Cell>
                  <Table.Cell>{row.original.business}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{formatUsDisplay(firstPhone(row.original))}</Table.Cell>
                  <Table.Cell>{firstEmail(row.original)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <ContactRowMenu contact={row.original} onDelete={onDelete} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </>
  );
}
