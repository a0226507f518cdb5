import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { settingsMutations } from '@/api/settings/settings.mutations';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { AccountPhoneNumber } from '@/contract/account';
import { FORWARDING_ENTRY_MAX, type Handling } from '@/contract/settings';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { forwardingNumberFromEntry } from '@/domain/settings/forwarding-number';
import { showSnack } from '@/stores/snackbar-store';

type Change = 'enable' | 'disable' | 'update';
const snackKey = { enable: 'forwarding.enabled', disable: 'forwarding.disabled', update: 'forwarding.updated' } as const;

/** One phone number: the forwarding switch (turning off asks first) and the forward-to number. */
export function ForwardingRow({ phone }: { phone: AccountPhoneNumber }) {
  const { t } = useTranslation('settings');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const forwarding = useSingleFlightMutation(settingsMutations.callForwarding(scope, queryClient));
  const [entry, setEntry] = useState(phone.forwardNumber ? formatUsDisplay(phone.forwardNumber) : '');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const on = phone.handling === 'FORWARD';
  const target = forwardingNumberFromEntry(entry);
  const display = formatUsDisplay(phone.phoneNumber);

  // Turning forwarding off sends no number: one typed in the field but never saved was stored with it.
  const send = (handling: Handling, change: Change) =>
    forwarding.mutate(
      { phoneNumberId: phone.phoneNumberId, handling, ...(target && handling === 'FORWARD' ? { patchNumber: target } : {}), forwardToAgent: phone.forwardToAgent },
      {
        onSuccess: (answer) => {
          showSnack({ message: t(snackKey[change]), tone: 'success' });
          setConfirming(false);
          setTouched(false);
          if (answer.forwardNumber) setEntry(formatUsDisplay(answer.forwardNumber));
        },
        // 'An occured error' (sic, billing-account §8); the switch and buttons are ready again.
        onError: () => {
          showSnack({ message: t('forwarding.failed'), tone: 'error' });
          setConfirming(false);
          forwarding.reset();
        },
      },
    );

  const toggle = (checked: boolean) => {
    if (!checked) return setConfirming(true);
    setTouched(true);
    if (target) send('FORWARD', 'enable');
  };

  return (
    <Flex as="li" gap={3} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} borderBottomWidth="1px" pb={4}>
      <Stack minW={{ md: '56' }} gap={1}>
        <Text fontWeight="semibold">{display}</Text>
        <Button
          role="switch"
          aria-checked={on}
          aria-label={t('forwarding.switch', { number: display })}
          size="sm"
          alignSelf="flex-start"
          variant={on ? 'solid' : 'outline'}
          colorPalette={on ? 'brand' : 'gray'}
          loading={forwarding.isPending}
          onClick={() => toggle(!on)}
        >
          {on ? t('forwarding.on') : t('forwarding.off')}
        </Button>
      </Stack>
      <Field.Root maxW={{ md: '56' }} invalid={(touched || entry.length > 0) && !target}>
        <Field.Label>{t('forwarding.forwardTo', { number: display })}</Field.Label>
        <Input
          type="tel"
          inputMode="tel"
          maxLength={FORWARDING_ENTRY_MAX + 4}
          value={entry}
          onChange={(e) => setEntry(e.currentTarget.value)}
        />
        <Field.ErrorText>{t('forwarding.invalid')}</Field.ErrorText>
      </Field.Root>
      {on ? (
        <Button
          variant="outline"
          aria-label={t('forwarding.saveFor', { number: display })}
          disabled={!target || target === phone.forwardNumber}
          loading={forwarding.isPending}
          onClick={() => send('FORWARD', 'update')}
        >
          {t('forwarding.save')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('forwarding.confirmTitle')}
        body={t('forwarding.confirmText', { number: display })}
        confirmLabel={t('forwarding.confirm')}
        destructive
        pending={forwarding.isPending}
        onConfirm={() => send('ANSWER', 'disable')}
        onCancel={() => setConfirming(false)}
      />
    </Flex>
  );
}
