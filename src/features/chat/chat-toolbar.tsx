import { Box, Flex } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersDialog, filtersDialogLabels } from '@/components/filters-dialog';
import { FiltersButton, QuickFilterChips, ToolbarRangeFields, ToolbarSearch, ViewTabs } from '@/components/list-toolbar';
import { resolveChatFilters, type ChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { chatFilterKeys } from '@/lib/chat-filters';

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
  const defaults = resolveChatFilters({});
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
          labels={{ company: t('company.label'), allCompanies: t('company.all'), start: t('dates.start'), end: t('dates.end') }}
          accounts={accounts}
          value={filters}
          onChange={onChange}
        />
        <FiltersButton label={t('filters')} onClick={() => setFiltersOpen(true)} />
      </Flex>
      {filtersOpen ? (
        <FiltersDialog
          value={{ quick: filters.quick, accountId: filters.accountId, start: filters.start, end: filters.end }}
          defaults={{ quick: [], accountId: null, start: defaults.start, end: defaults.end }}
          quickOptions={chatFilterKeys.map((key) => ({ key, label: t(`quick.${key}`) }))}
          accounts={accounts}
          labels={filtersDialogLabels((key) => t(key))}
          onApply={(next) => {
            setFiltersOpen(false);
            onChange(next);
          }}
          onClose={() => setFiltersOpen(false)}
        />
      ) : null}
      <QuickFilterChips
        label={t('quick.label')}
        keys={chatFilterKeys}
        active={filters.quick}
        labelOf={(key) => t(`quick.${key}`)}
        onChange={(quick) => onChange({ quick })}
      />
    </Box>
  );
});
