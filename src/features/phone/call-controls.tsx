import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
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
  /**
   * Call is enabled: something is in Call To. Call submits the panel's form, which dials a valid
   * number (core §5 Phone entry) and otherwise has Call To say what is wrong.
   */
  canCall: boolean;
  digitsSent: string;
  onHangUp: () => void;
  onMute: (muted: boolean) => void;
  /** A key pressed while connected: sent as a tone. */
  onDigit: (digit: string) => void;
  /** A digit pressed before a call: added to Call To, as on a phone's dial pad. */
  onDialDigit: (digit: string) => void;
}

/**
 * Inside the panel's form: Call is its submit button (so Enter in Call To presses it too).
 * Call or Hang Up, Mute (shown throughout, usable while connected, so its state is always in
 * view: an error unmutes), the keypad (DTMF while connected, dialling into Call To before a call)
 * and the digits sent in this call.
 */
export function CallControls({ callState, inCall, muted, canCall, digitsSent, onHangUp, onMute, onDigit, onDialDigit }: CallControlsProps) {
  const { t } = useTranslation('phone');
  const connected = callState === 'open';
  // Before a call the digits dial (a number has no * or #); while it connects, nothing.
  const keyEnabled = (key: string) => connected || (!inCall && /^\d$/.test(key));
  // Call goes when the call starts, and the fields are disabled: the focus moves on to Hang Up
  // (when it was in the panel or lost), so a keyboard user can end the call they just placed.
  const hangUpRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = hangUpRef.current;
    if (!inCall || !button) return;
    const active = document.activeElement;
    if (!active || active === document.body || button.closest('form')?.contains(active)) button.focus();
  }, [inCall]);
  return (
    <>
      <Flex gap={2}>
        {inCall ? (
          // Hang Up takes Call's place: the second click of a double click on Call (detail 2) would
          // end the call it just started. A click of its own (detail 1) or a key (0) hangs up.
          // Every button but Call is type="button", and Call and Hang Up are two elements (keys):
          // reusing one, React turned the clicked Hang Up into a submit before the browser's default
          // action ran, which dialled the number again at once.
          <Button key="hang-up" ref={hangUpRef} type="button" flex="1" colorPalette="red" onClick={(event) => event.detail < 2 && onHangUp()}>
            <PhoneOff size={18} aria-hidden />
            {t('hangUp')}
          </Button>
        ) : (
          // Pressing Call leaves the focus in Call To: its blur would show the number's problem
          // between press and release, moving this button down from under the pointer (the click was lost).
          <Button key="call" type="submit" flex="1" colorPalette="brand" disabled={!canCall} onMouseDown={(event) => event.preventDefault()}>
            <Phone size={18} aria-hidden />
            {t('call')}
          </Button>
        )}
        <Button type="button" variant={muted ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={muted} onClick={() => onMute(!muted)} disabled={!connected}>
          {muted ? <MicOff size={18} aria-hidden /> : <Mic size={18} aria-hidden />}
          {t('mute')}
        </Button>
      </Flex>
      <SimpleGrid role="group" columns={3} gap={2} aria-label={t('keypad')}>
        {KEYPAD.map((key) => (
          <Button type="button" key={key} variant="outline" size="sm" css={keyOnTouchCss} onClick={() => (connected ? onDigit(key) : onDialDigit(key))} disabled={!keyEnabled(key)}>
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
