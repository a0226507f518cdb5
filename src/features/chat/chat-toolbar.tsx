import { Box, Button, Field, Flex, Input, NativeSelect, Tabs } from '@chakra-ui/react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersDialog } from '@/components/filters-dialog';
import { resolveChatFilters, type ChatFilters } from '@/lib/chat-filter-settings';
import { chatFilterKeys, type ChatFilter } from '@/lib/chat-filters';

interface ChatToolbarProps {
  filters: ChatFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: Partial<ChatFilters>) => void;
  accounts: readonly { accountId: number; accountName: string }[];
}

/** Tabs All / Archive, search, the Filters dialog, company and dates, and the chat filters. */
export function ChatToolbar({ filters, searchText, onSearchText, onChange, accounts }: ChatToolbarProps) {
  const { t } = useTranslation('chat');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggle = (key: ChatFilter) =>
    onChange({ quick: filters.quick.includes(key) ? filters.quick.filter((k) => k !== key) : [...filters.quick, key] });
  const defaults = resolveChatFilters({});
  return (
    <Box mb={3}>
      <Tabs.Root
        value={filters.view}
        onValueChange={(details) => onChange({ view: details.value === 'archived' ? 'archived' : 'all' })}
        colorPalette="brand"
        mb={3}
      >
        <Tabs.List>
          <Tabs.Trigger value="all">{t('tabs.all')}</Tabs.Trigger>
          <Tabs.Trigger value="archived">{t('tabs.archived')}</Tabs.Trigger>
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
        {accounts.length > 1 ? (
          <Field.Root flex="0 1 200px" hideBelow="md">
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
        <Field.Root flex="0 1 160px" hideBelow="md">
          <Field.Label fontSize="sm">{t('dates.start')}</Field.Label>
          <Input
            type="date"
            bg="bg.panel"
            value={filters.start}
            max={filters.end}
            onChange={(event) => event.currentTarget.value && onChange({ start: event.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root flex="0 1 160px" hideBelow="md">
          <Field.Label fontSize="sm">{t('dates.end')}</Field.Label>
          <Input
            type="date"
            bg="bg.panel"
            value={filters.end}
            min={filters.start}
            onChange={(event) => event.currentTarget.value && onChange({ end: event.currentTarget.value })}
          />
        </Field.Root>
        <Button variant="outline" bg="bg.panel" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          <SlidersHorizontal size={16} aria-hidden />
          {t('filters')}
        </Button>
      </Flex>
      {filtersOpen ? (
        <FiltersDialog
          value={{ quick: filters.quick, accountId: filters.accountId, start: filters.start, end: filters.end }}
          defaults={{ quick: [], accountId: null, start: defaults.start, end: defaults.end }}
          quickOptions={chatFilterKeys.map((key) => ({ key, label: t(`quick.${key}`) }))}
          accounts={accounts}
          labels={{
            title: t('filterDialog.title'),
            clear: t('filterDialog.clear'),
            apply: t('filterDialog.apply'),
            cancel: t('filterDialog.cancel'),
            close: t('filterDialog.close'),
            quick: t('quick.label'),
            company: t('company.label'),
            allCompanies: t('company.all'),
            start: t('dates.start'),
            end: t('dates.end'),
          }}
          onApply={(next) => {
            setFiltersOpen(false);
            onChange(next);
          }}
          onClose={() => setFiltersOpen(false)}
        />
      ) : null}
      <Flex
        gap={2}
        role="group"
        aria-label={t('quick.label')}
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        pb={{ base: 1, md: 0 }}
        css={{ scrollbarWidth: 'none' }}
      >
        {chatFilterKeys.map((key) => {
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
              onClick={() => toggle(key)}
            >
              {t(`quick.${key}`)}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
