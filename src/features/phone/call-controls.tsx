import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallState } from '@/stores/phone-store';
import { minTouchTarget } from '@/components/touch-target';
import { KEYPAD } from './logic/phone-events';

/** A dial pad's key is a finger's height on a touch screen (the keys sit 8 px apart: no room for a tap layer). */
const keyOnTouchCss = { '@media (pointer: coarse)': { minHeight: `${minTouchTarget}px` } } as const;

interface CallControlsProps {
  callState: CallState;
  inCall: boolean;
  muted: boolean;
  /** Call is enabled (core §5 Phone entry: a Call From number and a valid Call To number). */
  ready: boolean;
  digitsSent: string;
  onCall: () => void;
  onHangUp: () => void;
  onMute: (muted: boolean) => void;
  /** A key pressed while connected: sent as a tone. */
  onDigit: (digit: string) => void;
  /** A digit pressed before a call: added to Call To, as on a phone's dial pad. */
  onDialDigit: (digit: string) => void;
}

/**
 * Call or Hang Up, Mute (shown throughout, usable while connected, so its state is always in
 * view: an error unmutes), the keypad (DTMF while connected, dialling into Call To before a call)
 * and the digits sent in this call.
 */
export function CallControls({ callState, inCall, muted, ready, digitsSent, onCall, onHangUp, onMute, onDigit, onDialDigit }: CallControlsProps) {
  const { t } = useTranslation('phone');
  const connected = callState === 'open';
  // Before a call the digits dial (a number has no * or #); while it connects, nothing.
  const keyEnabled = (key: string) => connected || (!inCall && /^\d$/.test(key));
  return (
    <>
      <Flex gap={2}>
        {inCall ? (
          // Hang Up takes Call's place: the second click of a double click on Call (detail 2) would
          // end the call it just started. A click of its own (detail 1) or a key (0) hangs up.
          <Button flex="1" colorPalette="red" onClick={(event) => event.detail < 2 && onHangUp()}>
            <PhoneOff size={18} aria-hidden />
            {t('hangUp')}
          </Button>
        ) : (
          <Button flex="1" colorPalette="brand" disabled={!ready} onClick={onCall}>
            <Phone size={18} aria-hidden />
            {t('call')}
          </Button>
        )}
        <Button variant={muted ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={muted} onClick={() => onMute(!muted)} disabled={!connected}>
          {muted ? <MicOff size={18} aria-hidden /> : <Mic size={18} aria-hidden />}
          {t('mute')}
        </Button>
      </Flex>
      <SimpleGrid role="group" columns={3} gap={2} aria-label={t('keypad')}>
        {KEYPAD.map((key) => (
          <Button key={key} variant="outline" size="sm" css={keyOnTouchCss} onClick={() => (connected ? onDigit(key) : onDialDigit(key))} disabled={!keyEnabled(key)}>
            {key}
          </Button>
        ))}
      </SimpleGrid>
      {inCall && digitsSent ? (
        <Text fontSize="sm" fontFamily="mono" aria-live="polite">
          {t('digitsSent', { digits: digitsSent })}
        </Text>
      ) : null}
    </>
  );
}
