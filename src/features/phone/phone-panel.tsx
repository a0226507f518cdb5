import './phone-i18n';
import { Box, Button, CloseButton, Field, Flex, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/session/session';
import { PhoneNumberInput } from '@/components/phone-number-input';
import { canUsePhone } from '@/lib/roles';
import { env } from '@/lib/env';
import { formatUsDisplay } from '@/lib/phone';
import { usePhoneStore } from '@/stores/phone-store';
import { canPlaceCall, KEYPAD } from './logic/phone-events';
import { hangUp, placeCall, sendDigit, setMuted } from './phone-session';

/** Below the top bar, at the right: where the phone toggle is. */
const PANEL_TOP = '72px';

/**
 * The outcall phone (core §2 Other dialogs): Call From (the user's numbers, the last used
 * remembered), Call To (phone entry for the region; 10 digits get +1), Call, Hang Up, Mute and the
 * keypad (DTMF during a call); the call state follows the voice line's events, and a phone error
 * shows the 'Phone Error' notice with its message. Mounted by the root route while the phone is open.
 */
export function PhonePanel() {
  const { t } = useTranslation('phone');
  const user = useCurrentUser();
  const open = usePhoneStore((s) => s.open);
  const setOpen = usePhoneStore((s) => s.setOpen);
  const callState = usePhoneStore((s) => s.callState);
  const outcall = usePhoneStore((s) => s.outcall);
  const muted = usePhoneStore((s) => s.muted);
  const error = usePhoneStore((s) => s.error);
  const outdialNumber = usePhoneStore((s) => s.outdialNumber);
  const storedCallFrom = usePhoneStore((s) => s.callFromId);
  const setCallFrom = usePhoneStore((s) => s.setCallFrom);
  const numbers = user.patchNumbers;
  const callFrom = numbers.find((n) => n.phoneNumberId === storedCallFrom) ?? numbers[0] ?? null;
  const [callTo, setCallTo] = useState<string | null>(null);
  const inCall = outcall || callState !== 'closed';

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open || !canUsePhone(user)) return null;
  const ready = canPlaceCall({ callFromId: callFrom?.phoneNumberId ?? null, callTo, callState, outcall });

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
          key={outdialNumber}
          label={t('callTo')}
          defaultValue={outdialNumber ? formatUsDisplay(outdialNumber) : ''}
          disabled={inCall}
          onChange={(change) => setCallTo(change.e164)}
        />
        <Text role="status" fontSize="sm" color="fg.muted">
          {t(`state.${callState}`)}
        </Text>
        {inCall ? (
          <Flex gap={2}>
            <Button flex="1" colorPalette="red" onClick={hangUp}>
              <PhoneOff size={18} aria-hidden />
              {t('hangUp')}
            </Button>
            <Button variant={muted ? 'solid' : 'outline'} aria-pressed={muted} onClick={() => setMuted(!muted)} disabled={callState !== 'open'}>
              {muted ? <MicOff size={18} aria-hidden /> : <Mic size={18} aria-hidden />}
              {t('mute')}
            </Button>
          </Flex>
        ) : (
          <Button
            colorPalette="brand"
            disabled={!ready}
            onClick={() => callFrom && callTo && void placeCall({ phoneNumberId: callFrom.phoneNumberId, from: callFrom.phoneNumber, to: callTo })}
          >
            <Phone size={18} aria-hidden />
            {t('call')}
          </Button>
        )}
        <SimpleGrid role="group" columns={3} gap={2} aria-label={t('keypad')}>
          {KEYPAD.map((key) => (
            <Button key={key} variant="outline" size="sm" onClick={() => sendDigit(key)} disabled={callState !== 'open'}>
              {key}
            </Button>
          ))}
        </SimpleGrid>
        {env.phoneLine === 'simulated' ? (
          <Text fontSize="xs" color="fg.muted">
            {t('simulated')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
