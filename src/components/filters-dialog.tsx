import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CompanyField, DateField } from './filter-fields';

/** The part of a list's filters the dialog edits: quick filters, company and dates. */
export interface DialogFilters<Q extends string = string> {
  quick: Q[];
  accountId: number | null;
  start: string;
  end: string;
}

export interface FiltersDialogLabels {
  title: string;
  clear: string;
  apply: string;
  cancel: string;
  close: string;
  quick: string;
  company: string;
  allCompanies: string;
  start: string;
  end: string;
}

/** The translation keys every list namespace (activity, chat) has for the dialog's labels. */
export type FiltersDialogKey =
  | `filterDialog.${'title' | 'clear' | 'apply' | 'cancel' | 'close'}`
  | 'quick.label'
  | `company.${'label' | 'all'}`
  | `dates.${'start' | 'end'}`;

/** The dialog's labels from a list namespace's translations. */
export function filtersDialogLabels(t: (key: FiltersDialogKey) => string): FiltersDialogLabels {
  return {
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
  };
}

interface FiltersDialogProps<Q extends string> {
  /** The applied filters: the dialog edits a copy of them. */
  value: DialogFilters<Q>;
  /** What "Clear Filters" resets the copy to. */
  defaults: DialogFilters<Q>;
  quickOptions: readonly { key: Q; label: string }[];
  accounts: readonly { accountId: number; accountName: string }[];
  labels: FiltersDialogLabels;
  /** Apply filters: the edited copy. */
  onApply: (next: DialogFilters<Q>) => void;
  /** Cancel or close: nothing changes (the prior filters stay). */
  onClose: () => void;
}

/**
 * The list filter dialog (spec core §2, §4 Filters): quick filters, company and dates edited on a
 * copy; Clear Filters resets the copy, Apply filters hands it back, Cancel drops it. Mount it only
 * while open.
 */
export function FiltersDialog<Q extends string>({
  value,
  defaults,
  quickOptions,
  accounts,
  labels,
  onApply,
  onClose,
}: FiltersDialogProps<Q>) {
  const [draft, setDraft] = useState<DialogFilters<Q>>(value);
  const toggle = (key: Q) =>
    setDraft((d) => ({ ...d, quick: d.quick.includes(key) ? d.quick.filter((k) => k !== key) : [...d.quick, key] }));
  return (
    <Dialog.Root lazyMount open onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{labels.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <Stack gap={2}>
                  <Text fontSize="sm" fontWeight="medium" id="filters-dialog-quick">
                    {labels.quick}
                  </Text>
                  <Flex gap={2} wrap="wrap" role="group" aria-labelledby="filters-dialog-quick">
                    {quickOptions.map(({ key, label }) => {
                      const active = draft.quick.includes(key);
                      return (
                        <Button
                          key={key}
                          size="xs"
                          rounded="full"
                          variant={active ? 'solid' : 'outline'}
                          colorPalette="brand"
                          aria-pressed={active}
                          onClick={() => toggle(key)}
                        >
                          {label}
                        </Button>
                      );
                    })}
                  </Flex>
                </Stack>
                {accounts.length > 1 ? (
                  <CompanyField
                    label={labels.company}
                    allLabel={labels.allCompanies}
                    accounts={accounts}
                    value={draft.accountId}
                    onChange={(accountId) => setDraft((d) => ({ ...d, accountId }))}
                  />
                ) : null}
                <Flex gap={3} wrap="wrap">
                  <DateField
                    flex="1 1 140px"
                    label={labels.start}
                    value={draft.start}
                    max={draft.end}
                    onChange={(start) => setDraft((d) => ({ ...d, start }))}
                  />
                  <DateField
                    flex="1 1 140px"
                    label={labels.end}
                    value={draft.end}
                    min={draft.start}
                    onChange={(end) => setDraft((d) => ({ ...d, end }))}
                  />
                </Flex>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {/* A ghost button's text sits its padding in; on a desktop the negative margin lines the text
                  up with the fields above. Not on a phone: the footer's wrap (below) counts on that room. */}
              <Button variant="ghost" ms={{ base: 0, md: '-4' }} me="auto" onClick={() => setDraft(defaults)}>
                {labels.clear}
              </Button>
              {/* One group: on a narrow phone it wraps under Clear Filters as a pair, never leaving Apply alone on a line. */}
              <Flex gap={3} ms="auto">
                <Button variant="outline" onClick={onClose}>
                  {labels.cancel}
                </Button>
                <Button colorPalette="brand" onClick={() => onApply(draft)}>
                  {labels.apply}
                </Button>
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={labels.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
