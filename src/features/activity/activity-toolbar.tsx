import { Box, Flex } from '@chakra-ui/react';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheckbox } from '@/components/labelled-checkbox';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { FiltersButton, QuickFilterChips, ToolbarRangeFields, ToolbarSearch, ViewTabs } from '@/components/list-toolbar';
import type { UserAccountRole } from '@/contract/session';
import type { ActivityFilters } from '@/lib/activity-filter-settings';
import { quickFilterKeys } from '@/lib/activity-filters';
import type { ReportTab } from './report-files-table';

// The Filters dialog's code loads when the list is idle, not with it (issue 11).
const loadActivityFilterDialog = () => import('./filter-dialog');
const ActivityFilterDialog = lazy(() => loadActivityFilterDialog().then((m) => ({ default: m.ActivityFilterDialog })));

interface ActivityToolbarProps {
  /** The id of the list the view tabs switch. */
  listId: string;
  filters: ActivityFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: Partial<ActivityFilters>) => void;
  remember: boolean;
  onRemember: (remember: boolean) => void;
  accounts: Pick<UserAccountRole, 'accountId' | 'accountName'>[];
  /** Report Files / Extended Report Files tabs to offer, and the one shown (null: the list). */
  reportTabs?: ReportTab[];
  reportTab?: ReportTab | null;
  onReportTab?: (tab: ReportTab | null) => void;
}

/** Tabs All / Archive, search, company, dates, "Remember my filters" and the quick filters. */
export const ActivityToolbar = memo(function ActivityToolbar({
  filters,
  searchText,
  onSearchText,
  onChange,
  remember,
  onRemember,
  accounts,
  reportTabs = [],
  reportTab = null,
  onReportTab,
  listId,
}: ActivityToolbarProps) {
  const { t } = useTranslation('activity');
  const [filtersOpen, setFiltersOpen] = useState(false);
  usePrefetchWhenIdle(loadActivityFilterDialog);
  // Stable props for the memoised fields and chips (list-toolbar.tsx).
  const rangeLabels = useMemo(() => ({ company: t('company.label'), allCompanies: t('company.all'), start: t('dates.start'), end: t('dates.end') }), [t]);
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const quickLabel = useCallback((key: (typeof quickFilterKeys)[number]) => t(`quick.${key}`), [t]);
  const changeQuick = useCallback((quick: ActivityFilters['quick']) => onChange({ quick }), [onChange]);
  return (
    <Box mb={3}>
      <ViewTabs
        controls={listId}
        value={reportTab ?? filters.view}
        tabs={[
          { value: 'all', label: t('tabs.all') },
          { value: 'archived', label: t('tabs.archived') },
          ...reportTabs.map((tab) => ({ value: tab, label: t(tab === 'extended' ? 'reports.extendedTab' : 'reports.tab') })),
        ]}
        onChange={(value) => {
          const tab = reportTabs.find((r) => r === value) ?? null;
          onReportTab?.(tab);
          if (!tab) onChange({ view: value === 'archived' ? 'archived' : 'all' });
        }}
      />
      {/* Search, dates, company and quick filters narrow the list; a report files table has none of them. */}
      {reportTab ? null : (
        <>
          <Flex gap={3} wrap="wrap" align="flex-end" mb={3}>
            <ToolbarSearch label={t('search.label')} placeholder={t('search.placeholder')} value={searchText} onChange={onSearchText} />
            <FiltersButton label={t('filters')} onClick={openFilters} />
          </Flex>
          {filtersOpen ? (
            <Suspense fallback={null}>
              <ActivityFilterDialog
                filters={filters}
                accounts={accounts}
                onApply={(next) => {
                  setFiltersOpen(false);
                  onChange(next);
                }}
                onClose={() => setFiltersOpen(false)}
              />
            </Suspense>
          ) : null}
          <Flex gap={3} wrap="wrap" align="flex-end" mb={3}>
            <ToolbarRangeFields
              labels={rangeLabels}
              accounts={accounts}
              value={filters}
              onChange={onChange}
            />
            <LabelledCheckbox checked={remember} onChange={onRemember} h={10}>
              {t('remember')}
            </LabelledCheckbox>
          </Flex>
          <QuickFilterChips
            label={t('quick.label')}
            keys={quickFilterKeys}
            active={filters.quick}
            labelOf={quickLabel}
            onChange={changeQuick}
          />
        </>
      )}
    </Box>
  );
});
