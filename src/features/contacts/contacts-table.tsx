import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '@/components/use-phone-layout';
import type { Contact } from '@/contract/contacts';
import { formatUsDisplay } from '@/lib/phone';
import { ContactRowMenu } from './contact-row-menu';
import { contactRowClass } from './contact-row.styles';
import { contactColumns, contactFeatures, firstEmail, firstPhone, type ContactColumnId } from './contacts-columns';

/** A sort button's height: the small button's and the small table's header padding above and below it. */
const sortButtonHeight = 'calc({sizes.9} + 2 * {spacing.2})';

interface ContactsTableProps {
  contacts: Contact[];
  onOpen: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/**
 * The sortable contact table (TanStack Table v9); cards on a phone, in the same order. The rows are
 * plain elements with the classes of contact-row.styles.ts: the book renders every contact at once.
 */
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
    <button type="button" className={contactRowClass.name} onClick={() => onOpen(contact)}>
      {contact.displayName || t('contacts.newContact')}
    </button>
  );

  return (
    <>
      {phone ? (
        <ul className={contactRowClass.cards}>
          {rows.map((row) => (
            <li key={row.id} className={contactRowClass.card}>
              <div className={contactRowClass.cardText}>
                {nameButton(row.original)}
                <p className={contactRowClass.cardDetail}>
                  {[row.original.business, formatUsDisplay(firstPhone(row.original))].filter(Boolean).join(' · ')}
                </p>
              </div>
              <ContactRowMenu contact={row.original} onDelete={onDelete} />
            </li>
          ))}
        </ul>
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
                      // The whole cell sorts: its button fills it, the cell's padding moved inside
                      // the button (the label where it was, the row as high as before).
                      <Table.ColumnHeader
                        key={header.id}
                        p={0}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      >
                        <Button
                          variant="plain"
                          size="sm"
                          w="full"
                          h={sortButtonHeight}
                          px={2}
                          justifyContent="flex-start"
                          // The ring inside the cell: the table's box clips what lies outside it.
                          focusRingOffset="-2px"
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
                <tr key={row.id} className={contactRowClass.row}>
                  <td className={contactRowClass.cell}>{nameButton(row.original)}</td>
                  <td className={contactRowClass.cell}>{row.original.business}</td>
                  <td className={contactRowClass.cell}>{formatUsDisplay(firstPhone(row.original))}</td>
                  <td className={contactRowClass.cell}>{firstEmail(row.original)}</td>
                  <td className={`${contactRowClass.cell} ${contactRowClass.actionsCell}`}>
                    <ContactRowMenu contact={row.original} onDelete={onDelete} />
                  </td>
                </tr>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </>
  );
}
