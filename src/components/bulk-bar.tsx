import { Button, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';

export type BulkAction = 'read' | 'unread' | 'flag' | 'unflag' | 'archive' | 'unarchive';

export type BulkBarLabels = Record<BulkAction | 'selected' | 'selectAll' | 'clearSelection', string>;

/** The translation keys every list namespace (activity, chat) has for the bar's fixed labels. */
export type BulkBarKey = `actions.${'markRead' | 'markUnread' | 'flag' | 'unflag' | 'archive' | 'unarchive' | 'clearSelection'}` | 'list.selectAll';

/** The bar's labels from a list namespace's translations; `selected` is "{count} selected". */
export function bulkBarLabels(t: (key: BulkBarKey) => string, selected: string): BulkBarLabels {
  return {
    read: t('actions.markRead'),
    unread: t('actions.markUnread'),
    flag: t('actions.flag'),
    unflag: t('actions.unflag'),
    archive: t('actions.archive'),
    unarchive: t('actions.unarchive'),
    selected,
    selectAll: t('list.selectAll'),
    clearSelection: t('actions.clearSelection'),
  };
}

interface BulkBarProps {
  count: number;
  /** In the Archive view the bar offers Unarchive instead of Archive (spec core §4). */
  archivedView: boolean;
  allShownSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  labels: BulkBarLabels;
}

/** Select-all and, with a selection, the bulk actions Mark Read, Mark Unread, Flag, Unflag, Archive / Unarchive. */
export const BulkBar = memo(function BulkBar({ count, archivedView, allShownSelected, onSelectAll, onAction, onClear, labels }: BulkBarProps) {
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
});
