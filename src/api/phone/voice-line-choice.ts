import { env } from '@/lib/env';
import type { VoiceLine } from './voice-line';

/** The line config.js names: Twilio when the server holds its keys, else the simulated line. Loaded on first use. */
export async function openVoiceLine(kind: 'twilio' | 'simulated' = env.phoneLine): Promise<VoiceLine> {
  if (kind === 'twilio') return (await import('./twilio-voice-line')).createTwilioVoiceLine();
  return (await import('./simulated-voice-line')).createSimulatedVoiceLine();
}
