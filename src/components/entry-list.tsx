import { Box, Card, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { usePhoneLayout } from './use-phone-layout';

export interface EntryColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Cell styling, e.g. tabular figures for numbers. */
  cellProps?: Table.CellProps;
}

interface EntryListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  columns: readonly EntryColumn<T>[];
  /** Header of the actions column. */
  actionsHeader: string;
  /** A card's first line on a phone. */
  cardTitle: (item: T) => ReactNode;
  /** A card's muted second line; left out when empty. */
  cardDetail: (item: T) => string;
  editLabel: (item: T) => string;
  removeLabel: (item: T) => string;
  onEdit: (item: T) => void;
  onRemove: (item: T) => void;
}

type RowActionsProps<T> = Pick<EntryListProps<T>, 'editLabel' | 'removeLabel' | 'onEdit' | 'onRemove'> & { item: T };

function RowActions<T>({ item, editLabel, removeLabel, onEdit, onRemove }: RowActionsProps<T>) {
  return (
    <Flex gap={1} justify="flex-end">
      <IconButton size="sm" variant="ghost" aria-label={editLabel(item)} onClick={() => onEdit(item)}>
        <Pencil size={16} />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={removeLabel(item)} onClick={() => onRemove(item)}>
        <Trash2 size={16} />
      </IconButton>
    </Flex>
  );
}

/** Entries with edit and remove buttons: a table from md up, a list of cards on a phone. */
export function EntryList<T>({
  items,
  itemKey,
  columns,
  actionsHeader,
  cardTitle,
  cardDetail,
  ...actions
}: EntryListProps<T>) {
  const phone = usePhoneLayout();
  return (
    <>
      {phone ? (
        <Stack gap={2} as="ul" listStyleType="none">
          {items.map((item) => {
            const detail = cardDetail(item);
            return (
              <Card.Root as="li" key={itemKey(item)} size="sm" variant="outline" bg="bg.panel">
                <Card.Body>
                  <Flex align="center" gap={2}>
                    <Box flex="1" minW={0}>
                      <Text fontWeight="medium" truncate>
                        {cardTitle(item)}
                      </Text>
                      {detail ? (
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {detail}
                        </Text>
                      ) : null}
                    </Box>
                    <RowActions item={item} {...actions} />
                  </Flex>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      ) : (
        <Box borderWidth="1px" rounded="md" bg="bg.panel" overflowX="auto">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{actionsHeader}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => (
                <Table.Row key={itemKey(item)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} {...column.cellProps}>
                      {column.cell(item)}
                    </Table.Cell>
                  ))}
                  <Table.Cell>
                    <RowActions item={item} {...actions} />
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
