/**
 * Greeting audio (billing-account §4 Voicemail greeting): checks an uploaded recording and
 * answers the audio of a key, recorded bytes when there are any, else the demo's synthesised voice.
 */
import { randomBytes } from 'node:crypto';
import { GREETING_MAX_BYTES } from '../../../src/contract/settings';
import type { Db } from '../../db/client';
import { findRecordingAudio } from '../../db/repositories/settings';
import { PortalHttpError } from '../../http/errors';
import { synthesiseVoicemail } from '../activity/voicemail-audio';

const signatures: Record<string, (b: Uint8Array) => boolean> = {
  'audio/webm': (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  'audio/ogg': (b) => String.fromCharCode(...b.subarray(0, 4)) === 'OggS',
  'audio/wav': (b) => String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WAVE',
  'audio/mp4': (b) => String.fromCharCode(...b.subarray(4, 8)) === 'ftyp',
};

/** The upload's bytes when they are audio of the declared type and within the size limit; 400 otherwise. */
export function decodeGreeting(contentType: string, base64: string): { contentType: string; data: Uint8Array } {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const data = new Uint8Array(Buffer.from(base64, 'base64'));
  const matches = signatures[type];
  if (!matches) throw new PortalHttpError(400, 'The recording must be WebM, Ogg, MP4 or WAV audio.');
  if (data.byteLength > GREETING_MAX_BYTES) throw new PortalHttpError(413, 'The recording is too large.');
  if (data.byteLength < 12 || !matches(data)) throw new PortalHttpError(400, 'The recording is not valid audio.');
  return { contentType: type, data };
}

export const newGreetingKey = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/** The audio of a key: recorded bytes, or the demo recording of `duration` seconds. */
export async function greetingAudio(db: Db, audioKey: string, duration: number): Promise<{ contentType: string; data: Uint8Array }> {
  return (await findRecordingAudio(db, audioKey)) ?? { contentType: 'audio/wav', data: synthesiseVoicemail(audioKey, duration) };
}
