import { recordMicrophone, type RecordingDeps } from './audio-recording';
import type { PlaceCall, VoiceCall, VoiceEvent, VoiceLine } from './voice-line';

/**
 * The local simulated line (the reference server's default): rings, then answers; nothing leaves
 * the browser. Two documented test numbers show the 'Phone Error' notice in demos and e2e:
 * SIMULATED_FAILING_NUMBER fails before it answers; SIMULATED_DROPPING_NUMBER answers and then
 * drops with a connection error when it receives a keypad digit (so the caller chooses the moment,
 * e.g. after muting). Digits and mute changes are kept for tests. Greetings are recorded from the
 * browser microphone.
 */
export const SIMULATED_FAILING_NUMBER = '+15005550009';
export const SIMULATED_DROPPING_NUMBER = '+15005550010';
export const SIMULATED_FAILURE = { code: 31005, message: 'Connection error: the simulated line could not reach this number.' };
export const SIMULATED_DROP = { code: 31005, message: 'Connection error: the simulated call dropped.' };

export interface SimulatedLine extends VoiceLine {
  readonly digitsSent: string[];
  readonly muted: boolean;
}

export function createSimulatedVoiceLine(options: { ringMs?: number; answerMs?: number; recording?: RecordingDeps } = {}): SimulatedLine {
  const ringMs = options.ringMs ?? 300;
  const answerMs = options.answerMs ?? 900;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const state = { digitsSent: [] as string[], muted: false };
  return {
    kind: 'simulated',
    get digitsSent() {
      return state.digitsSent;
    },
    get muted() {
      return state.muted;
    },
    prepare: async () => undefined,
    async call(request: PlaceCall, onEvent: (event: VoiceEvent) => void): Promise<VoiceCall> {
      let live = true;
      let answered = false;
      const emit = (event: VoiceEvent) => live && onEvent(event);
      const fail = (failure: { code: number; message: string }) => {
        emit({ type: 'error', ...failure });
        emit({ type: 'closed' });
        live = false;
      };
      later(ringMs, () => emit({ type: 'ringing' }));
      later(answerMs, () => {
        if (!live) return;
        if (request.to === SIMULATED_FAILING_NUMBER) return fail(SIMULATED_FAILURE);
        answered = true;
        emit({ type: 'open' });
      });
      return {
        mute: (muted) => {
          state.muted = muted;
        },
        sendDigits: (digits) => {
          if (!live) return;
          state.digitsSent.push(digits);
          if (answered && request.to === SIMULATED_DROPPING_NUMBER) fail(SIMULATED_DROP);
        },
        hangUp: () => {
          if (!live) return;
          emit({ type: 'closed' });
          live = false;
        },
      };
    },
    record: () => recordMicrophone(options.recording),
    destroy() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
    },
  };
}
