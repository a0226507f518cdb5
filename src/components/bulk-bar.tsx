import { Button, Flex, Text } from '@chakra-ui/react';

export type BulkAction = 'read' | 'unread' | 'flag' | 'unflag' | 'archive' | 'unarchive';

interface BulkBarProps {
  count: number;
  /** In the Archive view the bar offers Unarchive instead of Archive (spec core §4). */
  archivedView: boolean;
  allShownSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  labels: Record<BulkAction | 'selected' | 'selectAll' | 'clearSelection', string>;
}

/** Select-all and, with a selection, the bulk actions Mark Read, Mark Unread, Flag, Unflag, Archive / Unarchive. */
export function BulkBar({ count, archivedView, allShownSelected, onSelectAll, onAction, onClear, labels }: BulkBarProps) {
  const actions: BulkAction[] = ['read', 'unread', 'flag', 'unflag', archivedView ? 'unarchive' : 'archive'];
  return (
    <Flex
      role="toolbar"
      aria-label={labels.selected}
      align="center"
      gap={2}
      wrap="wrap"
      px={{ base: 2, md: 4 }}
      py={2}
      minH={12}
      borderBottomWidth="1px"
      bg={count > 0 ? 'brand.subtle' : 'bg.panel'}
    >
      <input
        type="checkbox"
        aria-label={labels.selectAll}
        checked={allShownSelected}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
        style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      {count > 0 ? (
        <>
          <Text fontSize="sm" fontWeight="medium" me={2}>
            {labels.selected}
          </Text>
          {actions.map((action) => (
            <Button key={action} size="xs" variant="outline" bg="bg.panel" onClick={() => onAction(action)}>
              {labels[action]}
            </Button>
          ))}
          <Button size="xs" variant="ghost" onClick={onClear}>
            {labels.clearSelection}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
