/** The text conversations' CSV (core §7 genSmsCsv): cells escaped against formula injection by the contract's toCsv. */
import type { SmsCsvRow } from '../../db/repositories/text';
import { csvBody, localParts } from '../activity/export-files';

export const smsCsvHeader = ['Date', 'Time', 'Company', 'Contact', 'From', 'To', 'Sent By', 'Message'];

/** `utcOffset` as Date#getTimezoneOffset() (minutes, positive west of UTC), like the activity CSV. */
export function smsCsv(rows: SmsCsvRow[], utcOffset: number): string {
  return csvBody([
    smsCsvHeader,
    ...rows.map((r) => {
      const { date, time } = localParts(r.taken.toISOString(), utcOffset);
      return [date, time, r.accountName, r.contactName, r.from, r.to, r.sendingUser, r.text];
    }),
  ]);
}
