/**
 * The in-browser phone's voice connection behind one small interface (core §4 Outbound phone):
 * Twilio Voice (`@twilio/voice-sdk`, loaded on first use) in production, and a local simulated
 * line for demos and tests. Both report the same events; the phone maps them onto its state.
 */
export type VoiceEvent =
  | { type: 'ringing' }
  | { type: 'open' }
  | { type: 'closed' }
  | { type: 'error'; code: number; message: string };

export interface PlaceCall {
  /** The number to call (E.164). */
  to: string;
  /** The Call From number (E.164). */
  from: string;
  /** The outcallRequest's PIN: the voice line's TwiML application dials with it. */
  outcallPin: string;
}

export interface VoiceCall {
  mute(muted: boolean): void;
  /** DTMF during a call (keypad). */
  sendDigits(digits: string): void;
  hangUp(): void;
}

export interface VoiceLine {
  readonly kind: 'twilio' | 'simulated';
  /** Places a call; every event of it (and of the line) reaches `onEvent`. */
  call(request: PlaceCall, onEvent: (event: VoiceEvent) => void): Promise<VoiceCall>;
  destroy(): void;
}

/** Twilio codes the phone ignores (core §4, §8): 20104 (token expired: the line renews it) and 31205 (JWT invalid). */
export const IGNORED_VOICE_ERRORS: readonly number[] = [20104, 31205];
export const isIgnoredVoiceError = (code: number): boolean => IGNORED_VOICE_ERRORS.includes(code);
