import { callEndpoint } from '@/api/http/portal-client';
import type { VoiceCall, VoiceLine } from '@/api/phone/voice-line';
import { openVoiceLine } from '@/api/phone/voice-line-choice';
import { usePhoneStore } from '@/stores/phone-store';
import { phonePatchFor } from './logic/phone-events';

/** The voice line (opened when the phone first calls) and the call under way: not state for React. */
let line: Promise<VoiceLine> | null = null;
let current: VoiceCall | null = null;

const store = () => usePhoneStore.getState();

/**
 * Places an outcall: outcallRequest records it (an OC item) and gives the PIN, then the voice line
 * dials; its events drive the phone state. A failure of either is a phone error (the notice).
 */
export async function placeCall(request: { phoneNumberId: number; from: string; to: string }): Promise<void> {
  store().patch({ callState: 'connecting', outcall: true, muted: false, error: null });
  try {
    const { outcallPin } = await callEndpoint('outcallRequest', { phoneNumberId: request.phoneNumberId, outcallNumber: request.to });
    line ??= openVoiceLine();
    const voice = await line;
    current = await voice.call({ to: request.to, from: request.from, outcallPin }, (event) => {
      const patch = phonePatchFor(event);
      if (patch) store().patch(patch);
      if (event.type === 'closed') current = null;
    });
  } catch (error) {
    line = null;
    current = null;
    store().patch({ callState: 'closed', outcall: false, muted: false, error: error instanceof Error ? error.message : String(error) });
  }
}

export function hangUp(): void {
  if (current) current.hangUp();
  else store().patch({ callState: 'closed', outcall: false, muted: false });
}

export function setMuted(muted: boolean): void {
  current?.mute(muted);
  store().patch({ muted });
}

export function sendDigit(digit: string): void {
  current?.sendDigits(digit);
}
