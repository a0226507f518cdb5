/** Seed section: two greeting recordings per account and the global admin's personal greeting. */
import type * as schema from '../schema';
import type { Rng } from './random';

export function seedRecordings(
  rng: Rng,
  accountRows: (typeof schema.accounts.$inferInsert)[],
  admin: number,
): (typeof schema.recordings.$inferInsert)[] {
  const recordingRows: (typeof schema.recordings.$inferInsert)[] = [];
  for (const a of accountRows) {
    recordingRows.push({ recordingId: recordingRows.length + 1, accountId: a.accountId!, name: 'Main greeting', audioKey: `rec-${a.accountId}-main`, duration: rng.int(8, 25), onTwilio: 'Y' });
    recordingRows.push({ recordingId: recordingRows.length + 1, accountId: a.accountId!, name: 'After-hours greeting', audioKey: `rec-${a.accountId}-after-hours`, duration: rng.int(10, 30) });
  }
  recordingRows.push({ recordingId: recordingRows.length + 1, accountId: null, userId: admin, name: 'Personal greeting', audioKey: 'greeting-user-1', duration: 14 });
  return recordingRows;
}
