import { memo } from 'react';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListFooter, VirtualList, type LoadMoreProps } from '@/components/virtual-list';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import { ActivityRow, type RowAction } from './activity-row';

export const ROW_HEIGHT = 76;

/** Rows and selection; paging (footer): more pages exist (after the automatic loads), or nothing more came back. */
interface ActivityListProps extends LoadMoreProps {
  rows: readonly ActivityMessage[];
  userId: number;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (message: ActivityMessage, action: RowAction) => void;
}

/** The virtualised activity list: only the rows in view (plus a few) are mounted. */
export const ActivityList = memo(function ActivityList({ rows, userId, selected, onSelect, onAction, canLoadMore, exhausted, loadingMore, onLoadMore }: ActivityListProps) {
  const { t } = useTranslation('activity');
  return (
    <VirtualList
      rows={rows}
      rowHeight={ROW_HEIGHT}
      rowKey={(m) => m.messageId}
      label={t('list.label')}
      renderRow={(m) => (
        <ActivityRow message={m} userId={userId} selected={selected.has(m.messageId)} onSelect={onSelect} onAction={onAction} />
      )}
      empty={<EmptyState title={t('list.empty')} description={t('list.emptyText')} icon={<PartyPopper size={28} />} />}
      footer={
        <ListFooter
          count={rows.length}
          showing={t('list.showing', { count: rows.length })}
          loadMoreLabel={t('list.loadMore')}
          noMoreLabel={t('list.noMore')}
          canLoadMore={canLoadMore}
          exhausted={exhausted}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
        />
      }
    />
  );
});
