import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { settingsMutations } from '@/api/settings/settings.mutations';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Account } from '@/contract/account';
import { FORWARDING_ENTRY_MAX } from '@/contract/settings';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { chosenForwardingNumber, type ForwardingChoice } from '@/domain/settings/forwarding-number';
import { showSnack } from '@/stores/snackbar-store';
import { CUSTOM_VIP_CHOICE as CUSTOM, initialVipChoice, NO_VIP_CHOICE as NONE } from './logic/vip-choice';
import { SettingsCard } from './settings-card';

/** The account's own numbers a VIP call may go to: its active phone numbers and the company phone. */
function ownNumbers(account: Account): string[] {
  const numbers = account.phoneNumbers.filter((p) => p.status === 'ACTIVE').map((p) => p.phoneNumber);
  if (account.companyPhone) numbers.push(account.companyPhone);
  return [...new Set(numbers)];
}

/**
 * VIP forwarding number (billing-account §4): an own number or a custom one of 12 characters; Clear
 * sets none, after a confirmation like the page's other removals. The form starts from the current
 * setting, and starts again when the account or its number changes (a save here, or another
 * session's). The mutation and the confirmation live out here, above that restart, so a clear that
 * succeeds closes its dialog instead of unmounting it open.
 */
export function VipForwardingCard({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation(settingsMutations.vipNumber(scope, queryClient));
  // The number asked about is kept while the dialog closes: the account has none by then.
  const [clearing, setClearing] = useState({ open: false, number: '' });
  const closeClearing = () => setClearing((c) => ({ ...c, open: false }));
  const current = account.vipForwardingNumber;
  const submit = (vipForwardingNumber: string | null) =>
    save.mutate(
      { accountId: account.accountId, vipForwardingNumber },
      {
        onSuccess: () => showSnack({ message: t('vip.updated'), tone: 'success' }),
        // A failure has the house's error snack (the mutation's); the confirmation closes either way.
        onSettled: closeClearing,
      },
    );
  return (
    <>
      <VipForwardingForm
        key={`${account.accountId}:${current ?? ''}`}
        account={account}
        pending={save.isPending}
        onSave={submit}
        onClear={() => setClearing({ open: true, number: current ? formatUsDisplay(current) : '' })}
      />
      <ConfirmDialog
        open={clearing.open}
        title={t('vip.clearTitle')}
        body={t('vip.clearText', { number: clearing.number })}
        confirmLabel={t('vip.clearConfirm')}
        destructive
        pending={save.isPending}
        onConfirm={() => submit(null)}
        onCancel={closeClearing}
      />
    </>
  );
}

interface VipForwardingFormProps {
  account: Account;
  pending: boolean;
  onSave: (vipForwardingNumber: string) => void;
  onClear: () => void;
}

function VipForwardingForm({ account, pending, onSave, onClear }: VipForwardingFormProps) {
  const { t } = useTranslation('settings');
  const own = ownNumbers(account);
  const [start] = useState(() => initialVipChoice(account.vipForwardingNumber, own));
  const [selected, setSelected] = useState(start.selected);
  const [entry, setEntry] = useState(start.entry);
  const choice: ForwardingChoice = selected === CUSTOM ? { kind: 'custom', entry } : { kind: 'own', number: selected === NONE ? null : selected };
  const chosen = chosenForwardingNumber(choice);
  const unchanged = chosen === account.vipForwardingNumber;
  return (
    <SettingsCard id="settings-vip" title={t('vip.heading')} text={t('vip.text')}>
      <Stack gap={4}>
        <Text>
          {t('vip.current')}:{' '}
          <Text as="strong" data-testid="vip-current" whiteSpace="nowrap">
            {account.vipForwardingNumber ? formatUsDisplay(account.vipForwardingNumber) : t('vip.none')}
          </Text>
        </Text>
        <Flex gap={3} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} pb={{ md: selected === CUSTOM ? 5 : 0 }}>
          <Field.Root maxW={{ md: '64' }}>
            <Field.Label>{t('vip.choice')}</Field.Label>
            <NativeSelect.Root>
              {/* With no number set the form starts on nothing (and Save waits for a choice): see initialVipChoice. */}
              <NativeSelect.Field
                value={selected}
                placeholder={account.vipForwardingNumber ? undefined : t('vip.placeholder')}
                onChange={(e) => setSelected(e.currentTarget.value)}
              >
                {own.map((number) => (
                  <option key={number} value={number}>
                    {formatUsDisplay(number)}
                  </option>
                ))}
                <option value={CUSTOM}>{t('vip.custom')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {selected === CUSTOM ? (
            <Field.Root maxW={{ md: '56' }} invalid={entry.length > 0 && !chosen} position="relative">
              <Field.Label>{t('vip.customLabel')}</Field.Label>
              <Input
                type="tel"
                inputMode="tel"
                maxLength={FORWARDING_ENTRY_MAX + 4}
                value={entry}
                onChange={(e) => setEntry(e.currentTarget.value)}
              />
              {/* From md up it hangs below the row, out of the flow: the select, this field and the buttons stay on one line. */}
              <Field.HelperText position={{ md: 'absolute' }} top={{ md: '100%' }} mt={{ md: 1.5 }} insetStart={{ md: 0 }} w={{ md: 'max-content' }}>
                {t('vip.customHint')}
              </Field.HelperText>
            </Field.Root>
          ) : null}
          <Flex gap={2}>
            <Button colorPalette="brand" disabled={!chosen || unchanged} loading={pending} onClick={() => chosen && onSave(chosen)}>
              {t('vip.save')}
            </Button>
            <Button variant="outline" disabled={!account.vipForwardingNumber || pending} onClick={onClear}>
              {t('vip.clear')}
            </Button>
          </Flex>
        </Flex>
      </Stack>
    </SettingsCard>
  );
}
