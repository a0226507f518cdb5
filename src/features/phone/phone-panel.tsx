import './phone-i18n';
import { Box, CloseButton, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useCurrentUser } from '@/app/session/session';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { env } from '@/lib/env';
import { allowedPhoneCountries, formatUsDisplay, phoneEntryFor, phoneEntryValue, type PhoneCountry } from '@/lib/phone';
import { canUsePhone } from '@/lib/roles';
import { usePhoneStore } from '@/stores/phone-store';
import { CallControls } from './call-controls';
import { canPlaceCall } from './logic/phone-events';
import { hangUp, placeCall, preparePhone, sendDigit, setMuted } from './phone-session';

/** Below the top bar, at the right: where the phone toggle is. */
const PANEL_TOP = '72px';

/**
 * The outcall phone (core §2 Other dialogs): Call From (the user's numbers, the last used
 * remembered), Call To (phone entry for the region; 10 digits get +1), Call, Hang Up, Mute and the
 * keypad (DTMF during a call; before one it dials into Call To); the call state follows the voice line's events, and a phone error
 * shows the 'Phone Error' notice with its message. Mounted by the root route once the phone is
 * first opened (and kept), which is when the voice line gets ready.
 */
export function PhonePanel() {
  const { t } = useTranslation('phone');
  const user = useCurrentUser();
  const allowed = canUsePhone(user);
  const { open, setOpen, callState, outcall, muted, error, digitsSent, outdialNumber, outdialRequest, storedCallFrom, setCallFrom } = usePhoneStore(
    useShallow((s) => ({ ...s, storedCallFrom: s.callFromId })),
  );
  const numbers = user.patchNumbers;
  const callFrom = numbers.find((n) => n.phoneNumberId === storedCallFrom) ?? numbers[0] ?? null;
  // Call To starts from the number handed over (the contact-link menu's Call) and follows each
  // new hand-over; what the user types counts only for the hand-over it was typed after.
  const countries = allowedPhoneCountries(env.ukVariant);
  const handed = phoneEntryFor(outdialNumber, countries);
  const [typed, setTyped] = useState<{ request: number; e164: string | null; raw: string; country: PhoneCountry } | null>(null);
  const ownEntry = typed?.request === outdialRequest ? typed : null;
  const callTo = ownEntry ? ownEntry.e164 : phoneEntryValue(handed.text, handed.country).e164;
  // Digits dialled on the keypad before a call: the entry starts again from the longer number.
  const [keyed, setKeyed] = useState(0);
  const inCall = outcall || callState !== 'closed';

  useEffect(() => {
    if (allowed) preparePhone();
  }, [allowed]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open || !allowed) return null;
  const ready = canPlaceCall({ callFromId: callFrom?.phoneNumberId ?? null, callTo, callState, outcall });
  const entryRaw = ownEntry ? ownEntry.raw : handed.text;
  const entryCountry = ownEntry ? ownEntry.country : handed.country;
  const dialDigit = (digit: string) => {
    const raw = entryRaw + digit;
    setTyped({ request: outdialRequest, e164: phoneEntryValue(raw, entryCountry).e164, raw, country: entryCountry });
    setKeyed((n) => n + 1);
  };

  return (
    <Box
      id="phone-panel"
      role="dialog"
      aria-labelledby="phone-panel-title"
      position="fixed"
      top={PANEL_TOP}
      right={{ base: 3, md: 4 }}
      w={{ base: 'calc(100vw - 24px)', sm: '320px' }}
      maxH={`calc(100dvh - ${PANEL_TOP} - 12px)`}
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="lg"
      p={4}
      zIndex="popover"
    >
      <Flex justify="space-between" align="center" mb={3}>
        <Heading as="h2" size="md" id="phone-panel-title">
          {t('title')}
        </Heading>
        <CloseButton size="sm" aria-label={t('close')} onClick={() => setOpen(false)} />
      </Flex>
      <Stack gap={3}>
        {error ? (
          <Box role="alert" bg="red.subtle" color="red.fg" rounded="md" px={3} py={2}>
            <Text fontWeight="semibold">{t('phoneError')}</Text>
            <Text fontSize="sm">{error}</Text>
          </Box>
        ) : null}
        <Field.Root disabled={inCall}>
          <Field.Label>{t('callFrom')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={callFrom?.phoneNumberId ?? ''} onChange={(e) => setCallFrom(Number(e.currentTarget.value))}>
              {numbers.map((n) => (
                <option key={n.phoneNumberId} value={n.phoneNumberId}>
                  {formatUsDisplay(n.phoneNumber)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <PhoneNumberInput
          key={`${outdialRequest}:${keyed}`}
          label={t('callTo')}
          defaultValue={entryRaw}
          defaultCountry={entryCountry}
          stillTyping={keyed > 0}
          countries={countries}
          disabled={inCall}
          onChange={(change) => setTyped({ request: outdialRequest, e164: change.e164, raw: change.raw, country: change.country })}
        />
        <Text role="status" fontSize="sm" color="fg.muted">
          {t(`state.${callState}`)}
        </Text>
        <CallControls
          callState={callState}
          inCall={inCall}
          muted={muted}
          ready={ready}
          digitsSent={digitsSent}
          onCall={() => callFrom && callTo && void placeCall({ phoneNumberId: callFrom.phoneNumberId, from: callFrom.phoneNumber, to: callTo })}
          onHangUp={hangUp}
          onMute={setMuted}
          onDigit={sendDigit}
          onDialDigit={dialDigit}
        />
        {env.phoneLine === 'simulated' ? (
          <Text fontSize="xs" color="fg.muted">
            {t('simulated')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
