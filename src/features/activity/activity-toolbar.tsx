import { Box, Button, chakra, Field, Flex, Input, NativeSelect, Tabs } from '@chakra-ui/react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccountRole } from '@/contract/user';
import type { ActivityFilters } from '@/lib/activity-filter-settings';
import { quickFilterKeys, type QuickFilter } from '@/lib/activity-filters';
import { ActivityFilterDialog } from './filter-dialog';
import type { ReportTab } from './report-files-table';

interface ActivityToolbarProps {
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
export function ActivityToolbar({
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
}: ActivityToolbarProps) {
  const { t } = useTranslation('activity');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleQuick = (key: QuickFilter) =>
    onChange({ quick: filters.quick.includes(key) ? filters.quick.filter((k) => k !== key) : [...filters.quick, key] });
  return (
    <Box mb={3}>
      <Tabs.Root
        value={reportTab ?? filters.view}
        onValueChange={(details) => {
          const tab = reportTabs.find((r) => r === details.value) ?? null;
          onReportTab?.(tab);
          if (!tab) onChange({ view: details.value === 'archived' ? 'archived' : 'all' });
        }}
        colorPalette="brand"
        mb={3}
      >
        <Tabs.List>
          <Tabs.Trigger value="all">{t('tabs.all')}</Tabs.Trigger>
          <Tabs.Trigger value="archived">{t('tabs.archived')}</Tabs.Trigger>
          {reportTabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(tab === 'extended' ? 'reports.extendedTab' : 'reports.tab')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Flex gap={3} wrap="wrap" align="flex-end" mb={3}>
        <Field.Root flex="1 1 200px">
          <Field.Label srOnly>{t('search.label')}</Field.Label>
          <Box position="relative" w="full">
            <Box position="absolute" insetStart={3} top="50%" transform="translateY(-50%)" color="fg.muted" zIndex={1} aria-hidden>
              <Search size={16} />
            </Box>
            <Input
              type="search"
              ps={9}
              placeholder={t('search.placeholder')}
              value={searchText}
              onChange={(event) => onSearchText(event.currentTarget.value)}
              bg="bg.panel"
            />
          </Box>
        </Field.Root>
        <Button variant="outline" bg="bg.panel" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          <SlidersHorizontal size={16} aria-hidden />
          {t('filters')}
        </Button>
      </Flex>
      {filtersOpen ? (
        <ActivityFilterDialog
          filters={filters}
          accounts={accounts}
          onApply={(next) => {
            setFiltersOpen(false);
            onChange(next);
          }}
          onClose={() => setFiltersOpen(false)}
        />
      ) : null}
      <Flex gap={3} wrap="wrap" align="flex-end" mb={3}>
        {accounts.length > 1 ? (
          <Field.Root flex={{ base: '1 1 100%', sm: '1 1 180px' }} hideBelow="md">
            <Field.Label fontSize="sm">{t('company.label')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="bg.panel"
                value={filters.accountId === null ? '' : String(filters.accountId)}
                onChange={(event) => onChange({ accountId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
              >
                <option value="">{t('company.all')}</option>
                {accounts.map((a) => (
                  <option key={a.accountId} value={a.accountId}>
                    {a.accountName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        <Field.Root flex={{ base: '1 1 40%', sm: '0 1 160px' }} hideBelow="md">
          <Field.Label fontSize="sm">{t('dates.start')}</Field.Label>
          <Input
            type="date"
            bg="bg.panel"
            value={filters.start}
            max={filters.end}
            onChange={(event) => event.currentTarget.value && onChange({ start: event.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root flex={{ base: '1 1 40%', sm: '0 1 160px' }} hideBelow="md">
          <Field.Label fontSize="sm">{t('dates.end')}</Field.Label>
          <Input
            type="date"
            bg="bg.panel"
            value={filters.end}
            min={filters.start}
            onChange={(event) => event.currentTarget.value && onChange({ end: event.currentTarget.value })}
          />
        </Field.Root>
        <chakra.label display="flex" alignItems="center" gap={2} fontSize="sm" h={10} cursor="pointer">
          <chakra.input
            type="checkbox"
            checked={remember}
            onChange={(event) => onRemember(event.currentTarget.checked)}
            w={4}
            h={4}
            accentColor="var(--chakra-colors-brand-solid)"
          />
          {t('remember')}
        </chakra.label>
      </Flex>
      <Flex
        gap={2}
        role="group"
        aria-label={t('quick.label')}
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        pb={{ base: 1, md: 0 }}
        css={{ scrollbarWidth: 'none' }}
      >
        {quickFilterKeys.map((key) => {
          const active = filters.quick.includes(key);
          return (
            <Button
              key={key}
              size="xs"
              rounded="full"
              variant={active ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={active}
              flexShrink={0}
              onClick={() => toggleQuick(key)}
            >
              {t(`quick.${key}`)}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
