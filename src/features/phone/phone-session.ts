import { errorMessage } from '@/api/http/error-policy';
import { callEndpoint } from '@/api/http/portal-client';
import type { VoiceCall } from '@/api/phone/voice-line';
import { voiceLine } from '@/api/phone/voice-line-choice';
import { usePhoneStore } from '@/stores/phone-store';
import { phonePatchFor } from './logic/phone-events';
import '@/contract/phone.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * The call under way, not state for React. `callSeq` names the phone's current call attempt:
 * hanging up, a failure and the end of a call move it on, so whatever an earlier attempt still
 * reports (a late event, a connect that resolves after Hang Up) no longer touches the phone.
 */
let current: VoiceCall | null = null;
let callSeq = 0;

const store = () => usePhoneStore.getState();

/** Leaves the current attempt: later events of it are ignored; returns its call, if any. */
function leaveCall(): VoiceCall | null {
  const call = current;
  current = null;
  callSeq += 1;
  return call;
}

/**
 * Gets the voice line ready when the phone is opened (Twilio: the SDK, token and Device), so the
 * first call is not delayed. A failure here shows nothing: the call reports it.
 */
export function preparePhone(): void {
  void voiceLine().then((line) => line.prepare(), () => undefined);
}

/**
 * Places an outcall: outcallRequest records it (an OC item) and gives the PIN, then the voice line
 * dials; its events drive the phone state. A failure of either is a phone error (the notice). An
 * error that closes the call hangs the line's call up too, so nothing stays connected unseen.
 */
export async function placeCall(request: { phoneNumberId: number; from: string; to: string }): Promise<void> {
  leaveCall()?.hangUp();
  const seq = callSeq;
  const isCurrent = () => seq === callSeq;
  store().patch({ callState: 'connecting', outcall: true, muted: false, error: null, digitsSent: '' });
  try {
    const { outcallPin } = await callEndpoint('outcallRequest', { phoneNumberId: request.phoneNumberId, outcallNumber: request.to });
    if (!isCurrent()) return;
    const line = await voiceLine();
    if (!isCurrent()) return;
    const call = await line.call({ to: request.to, from: request.from, outcallPin }, (event) => {
      if (!isCurrent()) return;
      const patch = phonePatchFor(event);
      if (!patch) return;
      store().patch(patch);
      if (patch.callState === 'closed') {
        const ended = leaveCall();
        if (event.type === 'error') ended?.hangUp();
      }
    });
    // Hung up (or failed) while the line was connecting: end the call the line just made.
    if (isCurrent()) current = call;
    else call.hangUp();
  } catch (error) {
    if (!isCurrent()) return;
    leaveCall();
    // The portal's wording for a failed request (a lost connection read "Failed to fetch"); a voice
    // line's own error keeps its message.
    store().patch({ callState: 'closed', outcall: false, muted: false, error: errorMessage(error) });
  }
}

export function hangUp(): void {
  leaveCall()?.hangUp();
  store().patch({ callState: 'closed', outcall: false, muted: false });
}

export function setMuted(muted: boolean): void {
  current?.mute(muted);
  store().patch({ muted });
}

/** DTMF during a call; the digits sent show in the panel. */
export function sendDigit(digit: string): void {
  if (!current) return;
  current.sendDigits(digit);
  store().patch({ digitsSent: store().digitsSent + digit });
}
