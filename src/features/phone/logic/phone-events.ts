import { isIgnoredVoiceError, type VoiceEvent } from '@/api/phone/voice-line';
import type { PhoneState } from '@/stores/phone-store';

export type PhonePatch = Partial<Pick<PhoneState, 'callState' | 'outcall' | 'muted' | 'error'>>;

/**
 * The call state follows the voice line's events (core §4 Outbound phone): ringing, open, closed
 * (which clears the outcall); an error shows the 'Phone Error' notice with its message, clears the
 * outcall and unmutes; codes 20104 and 31205 are ignored (null: nothing changes).
 */
export function phonePatchFor(event: VoiceEvent): PhonePatch | null {
  switch (event.type) {
    case 'ringing':
      return { callState: 'ringing' };
    case 'open':
      return { callState: 'open', error: null };
    case 'closed':
      return { callState: 'closed', outcall: false, muted: false };
    case 'error':
      if (isIgnoredVoiceError(event.code)) return null;
      return { callState: 'closed', outcall: false, muted: false, error: event.message || String(event.code) };
  }
}

/** Outcall needs a Call From number and a Call To number valid for the region (core §5 Phone entry), and no call under way. */
export function canPlaceCall(state: { callFromId: number | null; callTo: string | null; callState: PhoneState['callState']; outcall: boolean }): boolean {
  return state.callFromId !== null && !!state.callTo && state.callState === 'closed' && !state.outcall;
}

/**
 * Call can be pressed once something is in Call To (with a Call From number and no call under
 * way); pressing it with a number that is not valid yet says what is wrong instead of dialling,
 * where a Call that stayed greyed gave no hint why.
 */
export function canPressCall(state: { callFromId: number | null; callToText: string; live: boolean }): boolean {
  return state.callFromId !== null && state.callToText.trim() !== '' && !state.live;
}

/** Keypad keys (DTMF). */
export const KEYPAD = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
