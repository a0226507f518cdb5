import './phone-i18n';
import { Box, CloseButton, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useCurrentUser } from '@/app/session/session';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { OwnNumberSelect } from '@/components/own-number-select';
import { env } from '@/lib/env';
import { allowedPhoneCountries, phoneEntryFor, type PhoneCountry } from '@/lib/phone';
import { PHONE_ENTRY_MAX_LENGTH, phoneEntryCheck } from '@/lib/phone-entry-check';
import { canUsePhone } from '@/lib/roles';
import { selectCallLive, usePhoneStore } from '@/stores/phone-store';
import { CallControls } from './call-controls';
import { canPlaceCall, canPressCall } from './logic/phone-events';
import { hangUp, placeCall, preparePhone, sendDigit, setMuted } from './phone-session';
import { useCallLeaveWarning } from './use-call-leave-warning';

/** Below the top bar, at the right: where the phone toggle is. */
const PANEL_TOP = '72px';
/** Call To's name in the panel's form: a Call that cannot dial yet puts the cursor there. */
const CALL_TO_FIELD = 'callTo';

/**
 * The outcall phone (core §2 Other dialogs): Call From (the user's numbers, the last used
 * remembered), Call To (phone entry for the region; 10 digits get +1), Call, Hang Up, Mute and the
 * keypad (DTMF during a call; before one it dials into Call To); the call state follows the voice line's events, and a phone error
 * shows the 'Phone Error' notice with its message. Call (or Enter in Call To) with a number that
 * is not valid yet says what is wrong under Call To instead of dialling. Mounted by the root route
 * once the phone is first opened (and kept, so its warning before leaving the page holds while a
 * call is under way with the panel closed), which is when the voice line gets ready.
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
  const callTo = ownEntry ? ownEntry.e164 : phoneEntryCheck(handed.text, handed.country).e164;
  // Digits dialled on the keypad before a call: the entry starts again from the longer number.
  const [keyed, setKeyed] = useState(0);
  // The hand-over in which Call was pressed (or Enter) with a number not valid yet: from then on
  // Call To shows what is wrong without waiting for the field to be left.
  const [attemptedFor, setAttemptedFor] = useState<number | null>(null);
  const inCall = selectCallLive({ outcall, callState });
  useCallLeaveWarning();

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
  const callFromId = callFrom?.phoneNumberId ?? null;
  const ready = canPlaceCall({ callFromId, callTo, callState, outcall });
  const entryRaw = ownEntry ? ownEntry.raw : handed.text;
  const entryCountry = ownEntry ? ownEntry.country : handed.country;
  const dialDigit = (digit: string) => {
    // A full entry takes no more keys, as it takes no more typing (the field's maxLength).
    if (entryRaw.length >= PHONE_ENTRY_MAX_LENGTH) return;
    const raw = entryRaw + digit;
    setTyped({ request: outdialRequest, e164: phoneEntryCheck(raw, entryCountry).e164, raw, country: entryCountry });
    setKeyed((n) => n + 1);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && callFrom && callTo) {
      void placeCall({ phoneNumberId: callFrom.phoneNumberId, from: callFrom.phoneNumber, to: callTo });
      return;
    }
    // Not a number to call: Call To says why (its error message, a polite live region) and the
    // cursor goes where it is to be put right.
    setAttemptedFor(outdialRequest);
    const field = event.currentTarget.elements.namedItem(CALL_TO_FIELD);
    if (field instanceof HTMLInputElement) field.focus();
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
      <Stack asChild gap={3}>
        <form noValidate onSubmit={submit}>
          {error ? (
            <Box role="alert" bg="red.subtle" color="red.fg" rounded="md" px={3} py={2}>
              <Text fontWeight="semibold">{t('phoneError')}</Text>
              <Text fontSize="sm">{error}</Text>
            </Box>
          ) : null}
          <Field.Root disabled={inCall}>
            <Field.Label>{t('callFrom')}</Field.Label>
            <OwnNumberSelect numbers={numbers} value={callFrom?.phoneNumberId ?? null} onChange={setCallFrom} />
          </Field.Root>
          <PhoneNumberInput
            key={`${outdialRequest}:${keyed}`}
            label={t('callTo')}
            name={CALL_TO_FIELD}
            defaultValue={entryRaw}
            defaultCountry={entryCountry}
            stillTyping={keyed > 0}
            showInvalid={attemptedFor === outdialRequest}
            errorText={(problem) => t(`callToProblem.${problem}`)}
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
            canCall={canPressCall({ callFromId, callToText: entryRaw, live: inCall })}
            digitsSent={digitsSent}
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
        </form>
      </Stack>
    </Box>
  );
}
