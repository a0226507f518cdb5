import type { PlaceCall, VoiceCall, VoiceEvent, VoiceLine } from './voice-line';

/**
 * The local simulated line (the reference server's default): rings, then answers; nothing leaves
 * the browser. Dialling SIMULATED_FAILING_NUMBER fails with a connection error (code 31005), so
 * demos and e2e can show the 'Phone Error' notice. Digits and mute changes are kept for tests.
 */
export const SIMULATED_FAILING_NUMBER = '+15005550009';
export const SIMULATED_FAILURE = { code: 31005, message: 'Connection error: the simulated line could not reach this number.' };

export interface SimulatedLine extends VoiceLine {
  readonly digitsSent: string[];
  readonly muted: boolean;
}

export function createSimulatedVoiceLine(options: { ringMs?: number; answerMs?: number } = {}): SimulatedLine {
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
    async call(request: PlaceCall, onEvent: (event: VoiceEvent) => void): Promise<VoiceCall> {
      let live = true;
      const emit = (event: VoiceEvent) => live && onEvent(event);
      later(ringMs, () => emit({ type: 'ringing' }));
      later(answerMs, () => {
        if (request.to === SIMULATED_FAILING_NUMBER) {
          emit({ type: 'error', ...SIMULATED_FAILURE });
          emit({ type: 'closed' });
          live = false;
        } else emit({ type: 'open' });
      });
      return {
        mute: (muted) => {
          state.muted = muted;
        },
        sendDigits: (digits) => {
          if (live) state.digitsSent.push(digits);
        },
        hangUp: () => {
          if (!live) return;
          emit({ type: 'closed' });
          live = false;
        },
      };
    },
    destroy() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
    },
  };
}
