/** The recordings of activity items: by message (scoped or signed) and by voicemail audio key. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { messageVisibility, type MessageScope } from './activity-scope';

/** The recording of a message the user may see, by message id (null: none, or no recording). */
export async function findMessageMedia(
  db: Db,
  who: MessageScope,
  messageId: number,
): Promise<{ audioKey: string; recordingDuration: number } | null> {
  const visible = messageVisibility(who);
  if (!visible) return null;
  const [row] = await db
    .select({ audioKey: s.messages.audioKey, recordingDuration: s.messages.recordingDuration })
    .from(s.messages)
    .where(and(visible, eq(s.messages.messageId, messageId)));
  return row?.audioKey ? { audioKey: row.audioKey, recordingDuration: row.recordingDuration ?? 10 } : null;
}

/** The recording of a message by id, unscoped: only for an address the server signed itself. */
export async function findMediaById(db: Db, messageId: number): Promise<{ audioKey: string; recordingDuration: number } | null> {
  const [row] = await db
    .select({ audioKey: s.messages.audioKey, recordingDuration: s.messages.recordingDuration })
    .from(s.messages)
    .where(eq(s.messages.messageId, messageId));
  return row?.audioKey ? { audioKey: row.audioKey, recordingDuration: row.recordingDuration ?? 10 } : null;
}

/** The recording length of a voicemail the user may see, by its audio key (null: none). */
export async function findVoicemail(db: Db, who: MessageScope, audioKey: string): Promise<{ recordingDuration: number } | null> {
  const visible = messageVisibility(who);
  if (!visible) return null;
  const [row] = await db
    .select({ recordingDuration: s.messages.recordingDuration })
    .from(s.messages)
    .where(and(visible, eq(s.messages.audioKey, audioKey)))
    .limit(1);
  return row ? { recordingDuration: row.recordingDuration ?? 10 } : null;
}
