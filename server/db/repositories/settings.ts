/** Call forwarding per phone number, account features and greeting audio (billing-account §4). */
import { and, eq } from 'drizzle-orm';
import type { AccountPhoneNumber, Recording } from '../../../src/contract/account';
import type { Db } from '../client';
import * as s from '../schema';
import { toPhoneNumber } from './account';

export async function findPhoneNumber(db: Db, phoneNumberId: number): Promise<AccountPhoneNumber | null> {
  const [row] = await db.select().from(s.phoneNumbers).where(eq(s.phoneNumbers.phoneNumberId, phoneNumberId));
  return row ? toPhoneNumber(row) : null;
}

export async function isFeatureEnabled(db: Db, accountId: number, featureKey: string): Promise<boolean> {
  const [row] = await db
    .select({ status: s.accountFeatures.status })
    .from(s.accountFeatures)
    .where(and(eq(s.accountFeatures.accountId, accountId), eq(s.accountFeatures.featureKey, featureKey)));
  return row?.status === 'ENABLED';
}

export async function setCallForwarding(
  db: Db,
  phoneNumberId: number,
  values: { handling: 'FORWARD' | 'ANSWER'; forwardNumber: string | null; forwardToAgent: 'Y' | 'N' },
): Promise<AccountPhoneNumber> {
  const [row] = await db.update(s.phoneNumbers).set(values).where(eq(s.phoneNumbers.phoneNumberId, phoneNumberId)).returning();
  return toPhoneNumber(row!);
}

export async function findRecording(db: Db, recordingId: number): Promise<(Pick<Recording, 'recordingId' | 'name'> & { accountId: number | null; audioKey: string }) | null> {
  const [row] = await db
    .select({ recordingId: s.recordings.recordingId, name: s.recordings.name, accountId: s.recordings.accountId, audioKey: s.recordings.audioKey })
    .from(s.recordings)
    .where(eq(s.recordings.recordingId, recordingId));
  return row ?? null;
}

/** Who may hear an audio key: the user whose greeting it is, or the account a recording belongs to. */
export async function findRecordingOwner(
  db: Db,
  audioKey: string,
): Promise<{ userId: number | null; accountId: number | null; duration: number } | null> {
  const [user] = await db
    .select({ userId: s.users.userId, duration: s.users.greetingDuration })
    .from(s.users)
    .where(eq(s.users.greetingAudioKey, audioKey))
    .limit(1);
  if (user) return { userId: user.userId, accountId: null, duration: user.duration ?? 10 };
  const [recording] = await db
    .select({ accountId: s.recordings.accountId, userId: s.recordings.userId, duration: s.recordings.duration })
    .from(s.recordings)
    .where(eq(s.recordings.audioKey, audioKey))
    .limit(1);
  return recording ? { userId: recording.userId, accountId: recording.accountId, duration: recording.duration } : null;
}

export async function findRecordingAudio(db: Db, audioKey: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: s.recordingAudio.contentType, data: s.recordingAudio.data })
    .from(s.recordingAudio)
    .where(eq(s.recordingAudio.audioKey, audioKey));
  return row ?? null;
}

/** Stores new audio under a fresh key and points the user's greeting or the recording at it. */
export async function saveGreetingAudio(
  db: Db,
  target: { userId: number } | { recordingId: number },
  audio: { audioKey: string; contentType: string; data: Uint8Array; duration: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(s.recordingAudio).values({ audioKey: audio.audioKey, contentType: audio.contentType, data: audio.data });
    if ('userId' in target) {
      await tx
        .update(s.users)
        .set({ greetingAudioKey: audio.audioKey, greetingDuration: audio.duration })
        .where(eq(s.users.userId, target.userId));
    } else {
      await tx
        .update(s.recordings)
        .set({ audioKey: audio.audioKey, duration: audio.duration, inDb: 'Y', onTwilio: 'N' })
        .where(eq(s.recordings.recordingId, target.recordingId));
    }
  });
}
