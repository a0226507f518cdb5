import { Box, Flex } from '@chakra-ui/react';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { FiltersButton, QuickFilterChips, ToolbarRangeFields, ToolbarSearch, ViewTabs } from '@/components/list-toolbar';
import type { ChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { chatFilterKeys } from '@/lib/chat-filters';

// The Filters dialog's code loads when the list is idle, not with it (issue 11).
const loadChatFilterDialog = () => import('./chat-filter-dialog');
const ChatFilterDialog = lazy(() => loadChatFilterDialog().then((m) => ({ default: m.ChatFilterDialog })));

interface ChatToolbarProps {
  /** The id of the list the view tabs switch. */
  listId: string;
  filters: ChatFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: Partial<ChatFilters>) => void;
  accounts: readonly { accountId: number; accountName: string }[];
}

/** Tabs All / Archive, search, the Filters dialog, company and dates, and the chat filters. */
export const ChatToolbar = memo(function ChatToolbar({ filters, searchText, onSearchText, onChange, accounts, listId }: ChatToolbarProps) {
  const { t } = useTranslation('chat');
  const [filtersOpen, setFiltersOpen] = useState(false);
  usePrefetchWhenIdle(loadChatFilterDialog);
  // Stable props for the memoised fields and chips (list-toolbar.tsx).
  const rangeLabels = useMemo(() => ({ company: t('company.label'), allCompanies: t('company.all'), start: t('dates.start'), end: t('dates.end') }), [t]);
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const quickLabel = useCallback((key: (typeof chatFilterKeys)[number]) => t(`quick.${key}`), [t]);
  const changeQuick = useCallback((quick: ChatFilters['quick']) => onChange({ quick }), [onChange]);
  return (
    <Box mb={3}>
      <ViewTabs
        controls={listId}
        value={filters.view}
        tabs={[
          { value: 'all', label: t('tabs.all') },
          { value: 'archived', label: t('tabs.archived') },
        ]}
        onChange={(value) => onChange({ view: value === 'archived' ? 'archived' : 'all' })}
      />
      <Flex gap={3} wrap="wrap" align="flex-end" mb={3}>
        <ToolbarSearch label={t('search.label')} placeholder={t('search.placeholder')} value={searchText} onChange={onSearchText} />
        <ToolbarRangeFields
          labels={rangeLabels}
          accounts={accounts}
          value={filters}
          onChange={onChange}
        />
        <FiltersButton label={t('filters')} onClick={openFilters} />
      </Flex>
      {filtersOpen ? (
        <Suspense fallback={null}>
          <ChatFilterDialog
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
      <QuickFilterChips
        label={t('quick.label')}
        keys={chatFilterKeys}
        active={filters.quick}
        labelOf={quickLabel}
        onChange={changeQuick}
      />
    </Box>
  );
});
