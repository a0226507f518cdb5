/**
 * The in-browser phone's voice connection behind one small interface (core §4 Outbound phone):
 * Twilio Voice (`@twilio/voice-sdk`, loaded when the phone is first opened) in production, and a
 * local simulated line for demos and tests. Both report the same events; the phone maps them onto
 * its state. The same line records greetings (billing-account §4 Voicemail greeting).
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

/** Audio recorded from the line's input. */
export interface RecordedAudio {
  blob: Blob;
  /** How long the recording ran. */
  seconds: number;
}

/** A recording under way: `stop` ends it, `result` then gives the audio. */
export interface VoiceRecording {
  stop(): void;
  readonly result: Promise<RecordedAudio>;
}

export interface VoiceLine {
  readonly kind: 'twilio' | 'simulated';
  /**
   * Gets ready for a call without placing one, so the first call is not delayed (Twilio: loads the
   * SDK, fetches the token and creates the Device). Called when the phone is opened; never rejects.
   */
  prepare(): Promise<void>;
  /** Places a call; every event of it (and of the line) reaches `onEvent`. */
  call(request: PlaceCall, onEvent: (event: VoiceEvent) => void): Promise<VoiceCall>;
  /**
   * Starts recording from the line's audio input (the greeting re-recording). Rejects with
   * RecordingUnsupportedError where the browser cannot record, or the input's error (a refused
   * microphone).
   */
  record(): Promise<VoiceRecording>;
  destroy(): void;
}

/** Twilio codes the phone ignores (core §4, §8): 20104 (token expired: the line renews it) and 31205 (JWT invalid). */
export const IGNORED_VOICE_ERRORS: readonly number[] = [20104, 31205];
export const isIgnoredVoiceError = (code: number): boolean => IGNORED_VOICE_ERRORS.includes(code);
