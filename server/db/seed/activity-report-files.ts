/** Seed section: three months of report files (CSV) per account. */
import type * as schema from '../schema';
import type { Rng } from './random';

const DAY = 86_400_000;

export function seedReportFiles(
  rng: Rng,
  accountRows: (typeof schema.accounts.$inferInsert)[],
  now: Date,
): (typeof schema.reportFiles.$inferInsert)[] {
  const reportRows: (typeof schema.reportFiles.$inferInsert)[] = [];
  for (const a of accountRows) {
    for (let back = 1; back <= 3; back++) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const ym = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      const content = `Date,Calls,Billable Minutes\n${ym}-01,${rng.int(20, 80)},${rng.int(40, 200)}\n${ym}-02,${rng.int(20, 80)},${rng.int(40, 200)}\n`;
      reportRows.push({ reportFileId: reportRows.length + 1, accountId: a.accountId!, key: `${a.accountNumber}/Call-Summary-${ym}.csv`, extended: 'N', content, updateDate: new Date(d.getTime() + 32 * DAY) });
      if (a.showExtendedReports === 'Y') {
        reportRows.push({ reportFileId: reportRows.length + 1, accountId: a.accountId!, key: `${a.accountNumber}/Extended-Call-Detail-${ym}.csv`, extended: 'Y', content: `Task,Date,ANI,DNIS,Minutes\n1,${ym}-01,+15035550101,+15035550142,3.5\n`, updateDate: new Date(d.getTime() + 33 * DAY) });
      }
    }
  }
  return reportRows;
}
