import './activity-i18n';
import { useTranslation } from 'react-i18next';
import { FiltersDialog, filtersDialogLabels, type DialogFilters } from '@/components/filters-dialog';
import { resolveFilters, type ActivityFilters } from '@/lib/activity-filter-settings';
import { quickFilterKeys, type QuickFilter } from '@/lib/activity-filters';

interface ActivityFilterDialogProps {
  filters: ActivityFilters;
  accounts: readonly { accountId: number; accountName: string }[];
  /** Apply filters: the quick filters, company and dates chosen. */
  onApply: (next: DialogFilters<QuickFilter>) => void;
  onClose: () => void;
}

/** The activity list's filter dialog (spec core §2): Cancel keeps the prior filters. Mount it only while open. */
export function ActivityFilterDialog({ filters, accounts, onApply, onClose }: ActivityFilterDialogProps) {
  const { t } = useTranslation('activity');
  const defaults = resolveFilters({});
  return (
    <FiltersDialog
      value={{ quick: filters.quick, accountId: filters.accountId, start: filters.start, end: filters.end }}
      defaults={{ quick: [], accountId: null, start: defaults.start, end: defaults.end }}
      quickOptions={quickFilterKeys.map((key) => ({ key, label: t(`quick.${key}`) }))}
      accounts={accounts}
      labels={filtersDialogLabels((key) => t(key))}
      onApply={onApply}
      onClose={onClose}
    />
  );
}
