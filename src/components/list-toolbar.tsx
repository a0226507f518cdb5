import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { memo, useId, type ComponentProps } from 'react';
import { CompanyField, DateField } from './filter-fields';
import { scrollHintCss } from './scroll-hint';
import { TabList, Tabs } from './tabs';
import { minTouchTarget, touchTargetCss } from './touch-target';

/** A chip's drawn height, in px (a Button of size xs). */
const chipHeight = 32;

/*
 * The pieces of an inbox list's toolbar (activity, chat): view tabs, search, Filters button,
 * company, dates, quick filters. The fields and chips are memoised: every answer the list's
 * screen receives re-renders the toolbar synchronously (useSyncExternalStore), and their Chakra
 * styling was most of that render on a phone (issue 11). Give them stable props.
 */

interface ViewTabsProps {
  value: string;
  tabs: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The id of the list the tabs switch: every tab controls it (aria-controls must name an element that exists). */
  controls: string;
}

/** The view tabs (All / Archive, and any extra ones) above a list. */
export function ViewTabs({ value, tabs, onChange, controls }: ViewTabsProps) {
  const id = useId();
  return (
    <Box mb={3}>
      <Tabs>
        {/* On a phone four tabs do not fit: they keep one line each and the row scrolls sideways. */}
        <TabList id={id} value={value} tabs={tabs} onChange={onChange} controls={controls} scroll />
      </Tabs>
    </Box>
  );
}

interface ToolbarSearchProps {
  /** The accessible name ("Search"), as a hidden field label. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** The toolbar's search field with the magnifier icon. */
export const ToolbarSearch = memo(function ToolbarSearch({ label, placeholder, value, onChange }: ToolbarSearchProps) {
  return (
    <Field.Root flex="1 1 200px">
      <Field.Label srOnly>{label}</Field.Label>
      <Box position="relative" w="full">
        <Box position="absolute" insetStart={3} top="50%" transform="translateY(-50%)" color="fg.muted" zIndex={1} aria-hidden>
          <Search size={16} />
        </Box>
        <Input
          type="search"
          ps={9}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          bg="bg.panel"
        />
      </Box>
    </Field.Root>
  );
});

/** The "Filters" button that opens the filter dialog. */
export const FiltersButton = memo(function FiltersButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" bg="bg.panel" aria-haspopup="dialog" onClick={onClick}>
      <SlidersHorizontal size={16} aria-hidden />
      {label}
    </Button>
  );
});

/** The toolbar's company select: on the panel colour, hidden on a phone (where the filter dialog offers it). */
export function ToolbarCompanyField(props: ComponentProps<typeof CompanyField>) {
  return <CompanyField hideBelow="md" inputBg="bg.panel" {...props} />;
}

/** A toolbar date field: on the panel colour, hidden on a phone (where the filter dialog offers it). */
export function ToolbarDateField(props: ComponentProps<typeof DateField>) {
  return <DateField hideBelow="md" inputBg="bg.panel" {...props} />;
}

interface ToolbarRangeFieldsProps {
  labels: { company: string; allCompanies: string; start: string; end: string };
  accounts: readonly { accountId: number; accountName: string }[];
  value: { accountId: number | null; start: string; end: string };
  onChange: (next: Partial<{ accountId: number | null; start: string; end: string }>) => void;
}

/** Company (only with more than one account), start and end date: a list's range, on desktop. */
export const ToolbarRangeFields = memo(function ToolbarRangeFields({ labels, accounts, value, onChange }: ToolbarRangeFieldsProps) {
  return (
    <>
      {accounts.length > 1 ? (
        <ToolbarCompanyField
          flex="0 1 200px"
          label={labels.company}
          allLabel={labels.allCompanies}
          accounts={accounts}
          value={value.accountId}
          onChange={(accountId) => onChange({ accountId })}
        />
      ) : null}
      <ToolbarDateField flex="0 1 160px" label={labels.start} value={value.start} max={value.end} onChange={(start) => onChange({ start })} />
      <ToolbarDateField flex="0 1 160px" label={labels.end} value={value.end} min={value.start} onChange={(end) => onChange({ end })} />
    </>
  );
});

interface QuickFilterChipsProps<Q extends string> {
  /** The group's accessible name. */
  label: string;
  keys: readonly Q[];
  active: readonly Q[];
  labelOf: (key: Q) => string;
  onChange: (active: Q[]) => void;
}

function QuickFilterChipsView<Q extends string>({ label, keys, active, labelOf, onChange }: QuickFilterChipsProps<Q>) {
  return (
    <Flex
      gap={2}
      role="group"
      aria-label={label}
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      // Room inside the sideways scroller (which clips) for each chip's 44 px tap area.
      py={{ base: `${(minTouchTarget - chipHeight) / 2}px`, md: 0 }}
      css={{ scrollbarWidth: 'none', ...scrollHintCss }}
    >
      {keys.map((key) => {
        const on = active.includes(key);
        return (
          <Button
            key={key}
            size="xs"
            rounded="full"
            variant={on ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={on}
            flexShrink={0}
            css={touchTargetCss}
            onClick={() => onChange(on ? active.filter((k) => k !== key) : [...active, key])}
          >
            {labelOf(key)}
          </Button>
        );
      })}
    </Flex>
  );
}

/** The quick filter chips: each toggles on and off (scrolls sideways on a phone). */
export const QuickFilterChips = memo(QuickFilterChipsView) as typeof QuickFilterChipsView;
