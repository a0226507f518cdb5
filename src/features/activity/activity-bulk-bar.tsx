import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar, bulkBarLabels, type BulkAction } from '@/components/bulk-bar';
import type { ActivityView } from '@/lib/activity-filters';

interface ActivityBulkBarProps {
  count: number;
  view: ActivityView;
  allShownSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** Select-all and, with a selection, the bulk actions (Archive outside the Archive view, Unarchive in it). */
export const ActivityBulkBar = memo(function ActivityBulkBar({ count, view, ...rest }: ActivityBulkBarProps) {
  const { t } = useTranslation('activity');
  return (
    <BulkBar count={count} archivedView={view === 'archived'} labels={bulkBarLabels((key) => t(key), t('actions.selected', { count }))} {...rest} />
  );
});
