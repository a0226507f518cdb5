import { env } from '@/lib/env';
import type { VoiceLine } from './voice-line';

/** The line config.js names: Twilio when the server holds its keys, else the simulated line. Loaded on first use. */
export async function openVoiceLine(kind: 'twilio' | 'simulated' = env.phoneLine): Promise<VoiceLine> {
  if (kind === 'twilio') return (await import('./twilio-voice-line')).createTwilioVoiceLine();
  return (await import('./simulated-voice-line')).createSimulatedVoiceLine();
}

let shared: Promise<VoiceLine> | null = null;

/**
 * The page's one voice line, opened on first use: the phone and the greeting recorder share it
 * (one Twilio Device, one token). A line that failed to open is opened again next time.
 */
export function voiceLine(): Promise<VoiceLine> {
  if (!shared) {
    const opening = openVoiceLine();
    shared = opening;
    opening.catch(() => {
      if (shared === opening) shared = null;
    });
  }
  return shared;
}

/** Closes the shared line (tests; a later use opens a new one). */
export function closeVoiceLine(): void {
  const closing = shared;
  shared = null;
  void closing?.then((line) => line.destroy(), () => undefined);
}
