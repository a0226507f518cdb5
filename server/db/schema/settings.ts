/** Recorded greeting audio (billing-account §4 Voicemail greeting): the bytes of a re-recording. */
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Audio recorded in the portal, by the audio key a user's greeting or an account recording
 * names. Keys without a row are demo recordings, synthesised on request.
 */
export const recordingAudio = pgTable('recording_audio', {
  audioKey: text('audio_key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
