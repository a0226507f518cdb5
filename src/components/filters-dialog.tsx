import { Button, CloseButton, Dialog, Field, Flex, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

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
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', md: 'md' }}>
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
                  <Field.Root>
                    <Field.Label fontSize="sm">{labels.company}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={draft.accountId === null ? '' : String(draft.accountId)}
                        onChange={(event) => {
                          const v = event.currentTarget.value;
                          setDraft((d) => ({ ...d, accountId: v ? Number(v) : null }));
                        }}
                      >
                        <option value="">{labels.allCompanies}</option>
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
                <Flex gap={3} wrap="wrap">
                  <Field.Root flex="1 1 140px">
                    <Field.Label fontSize="sm">{labels.start}</Field.Label>
                    <Input
                      type="date"
                      value={draft.start}
                      max={draft.end}
                      onChange={(event) => {
                        const v = event.currentTarget.value;
                        if (v) setDraft((d) => ({ ...d, start: v }));
                      }}
                    />
                  </Field.Root>
                  <Field.Root flex="1 1 140px">
                    <Field.Label fontSize="sm">{labels.end}</Field.Label>
                    <Input
                      type="date"
                      value={draft.end}
                      min={draft.start}
                      onChange={(event) => {
                        const v = event.currentTarget.value;
                        if (v) setDraft((d) => ({ ...d, end: v }));
                      }}
                    />
                  </Field.Root>
                </Flex>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" me="auto" onClick={() => setDraft(defaults)}>
                {labels.clear}
              </Button>
              <Button variant="outline" onClick={onClose}>
                {labels.cancel}
              </Button>
              <Button colorPalette="brand" onClick={() => onApply(draft)}>
                {labels.apply}
              </Button>
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
