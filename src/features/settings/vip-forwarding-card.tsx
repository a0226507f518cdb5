import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { settingsMutations } from '@/api/settings/settings.mutations';
import { useSessionScope } from '@/app/session/session';
import type { Account } from '@/contract/account';
import { FORWARDING_ENTRY_MAX } from '@/contract/settings';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { chosenForwardingNumber, type ForwardingChoice } from '@/domain/settings/forwarding-number';
import { showSnack } from '@/stores/snackbar-store';
import { CUSTOM_VIP_CHOICE as CUSTOM, initialVipChoice } from './logic/vip-choice';
import { SettingsCard } from './settings-card';

/** The account's own numbers a VIP call may go to: its active phone numbers and the company phone. */
function ownNumbers(account: Account): string[] {
  const numbers = account.phoneNumbers.filter((p) => p.status === 'ACTIVE').map((p) => p.phoneNumber);
  if (account.companyPhone) numbers.push(account.companyPhone);
  return [...new Set(numbers)];
}

/**
 * VIP forwarding number (billing-account §4): an own number or a custom one of 12 characters; Clear
 * sets none. The form starts from the current setting, and starts again when the account or its
 * number changes (a save here, or another session's).
 */
export function VipForwardingCard({ account }: { account: Account }) {
  return <VipForwardingForm key={`${account.accountId}:${account.vipForwardingNumber ?? ''}`} account={account} />;
}

function VipForwardingForm({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation(settingsMutations.vipNumber(scope, queryClient));
  const own = ownNumbers(account);
  const [start] = useState(() => initialVipChoice(account.vipForwardingNumber, own));
  const [selected, setSelected] = useState(start.selected);
  const [entry, setEntry] = useState(start.entry);
  const choice: ForwardingChoice = selected === CUSTOM ? { kind: 'custom', entry } : { kind: 'own', number: selected };
  const chosen = chosenForwardingNumber(choice);
  const unchanged = chosen === account.vipForwardingNumber;
  const submit = (vipForwardingNumber: string | null) =>
    save.mutate(
      { accountId: account.accountId, vipForwardingNumber },
      {
        onSuccess: () => showSnack({ message: t('vip.updated'), tone: 'success' }),
      },
    );
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
              <NativeSelect.Field value={selected} onChange={(e) => setSelected(e.currentTarget.value)}>
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
            <Button colorPalette="brand" disabled={!chosen || unchanged} loading={save.isPending} onClick={() => submit(chosen)}>
              {t('vip.save')}
            </Button>
            <Button variant="outline" disabled={!account.vipForwardingNumber || save.isPending} onClick={() => submit(null)}>
              {t('vip.clear')}
            </Button>
          </Flex>
        </Flex>
      </Stack>
    </SettingsCard>
  );
}
