/**
 * The year of calls before the recent window: what Insights shows for each invoice and what the
 * invoices bill (./billing.ts derives their usage lines from these rows). Lighter than the recent
 * 45 days so the seed stays fast (fewer items, call types only: no chats or text threads; no
 * transcripts or forms), with each kind of business's seasons.
 */
import { reportTaskTypes } from '../../../src/contract/reports';
import { type ActivityAccount, type ActivityBatch, buildActivity, type Draft, type MessageType, RECENT_DAYS, typeWeights } from './activity';
import type { Rng } from './random';

const DAY = 86_400_000;

/**
 * Volume of a history month against the recent window's, per business kind and calendar month
 * (January first). Light, to keep the seed fast (at the default size the history adds about as
 * many rows as the recent window), except where the demo needs a busy season: law is steady,
 * dentists slow down in summer and December, and a Phoenix plumber is busiest in the summer heat
 * and the winter cold snaps, when the past-due account runs over its plan's minutes (overage).
 */
const season: Record<ActivityAccount['kind'], readonly number[]> = {
  law: [0.15, 0.14, 0.16, 0.15, 0.14, 0.13, 0.12, 0.13, 0.15, 0.16, 0.15, 0.12],
  dental: [0.16, 0.15, 0.15, 0.14, 0.13, 0.1, 0.08, 0.09, 0.15, 0.16, 0.14, 0.08],
  plumbing: [1.1, 0.45, 0.3, 0.3, 0.5, 1.5, 1.8, 1.7, 0.6, 0.3, 0.35, 1.3],
};

/** The recent-window size above which the history stops growing (a 50,000-message bench inbox keeps a light year). */
export const HISTORY_BASIS_MAX = 1500;

export interface HistoryOptions {
  now: Date;
  /** Items the recent window holds for every 100 of account weight (the seed's `messages`). */
  recentCount: number;
  /** An account's first day covered: the start of its oldest invoice's period. */
  from: (accountId: number) => Date;
}

const callWeights = (chat: boolean) => {
  const calls = new Set<string>(reportTaskTypes);
  return typeWeights(chat).filter(([type]) => calls.has(type)) as (readonly [MessageType, number])[];
};

/**
 * Adds the calls of [from, start of the recent window) to `into`: per account and calendar month,
 * the recent window's daily rate of calls times the month's season factor.
 */
export function generateHistory(rng: Rng, accounts: ActivityAccount[], { now, recentCount, from }: HistoryOptions, into: ActivityBatch): void {
  const nowMs = now.getTime();
  const to = nowMs - RECENT_DAYS * DAY;
  const basis = Math.min(recentCount, HISTORY_BASIS_MAX);
  const drafts: Draft[] = [];
  for (const account of accounts) {
    const all = typeWeights(account.chat);
    const weights = callWeights(account.chat);
    const callShare = weights.reduce((n, [, w]) => n + w, 0) / all.reduce((n, [, w]) => n + w, 0);
    // Calls a day in the recent window: the account's share of the items, of which calls.
    const perDay = ((basis * account.weight) / 100 / RECENT_DAYS) * callShare;
    for (let monthStart = from(account.accountId).getTime(); monthStart < to; ) {
      const start = new Date(monthStart);
      const next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
      const end = Math.min(next, to);
      const days = (end - monthStart) / DAY;
      const n = Math.round(perDay * days * season[account.kind][start.getUTCMonth()]!);
      for (let i = 0; i < n; i++) {
        const day = monthStart + Math.floor(rng.next() * days) * DAY;
        const hour = rng.chance(0.85) ? rng.int(14, 27) : rng.int(0, 23); // UTC hours ≈ 7am–8pm PT
        const taken = Math.min(day + hour * 3_600_000 + rng.int(0, 3_599_999), end - 1);
        drafts.push({ taken, account, type: rng.weighted(weights), seq: drafts.length });
      }
      monthStart = next;
    }
  }
  const first = into.rows.messages.length;
  buildActivity(rng, drafts, nowMs, into);
  // Lighter rows (half the bytes, so half the insert time): the history keeps what Insights and
  // the list show, not the call recordings' transcripts or the message forms.
  for (const m of into.rows.messages.slice(first)) {
    delete m.callRecordingTranscription;
    delete m.formContent;
  }
}
