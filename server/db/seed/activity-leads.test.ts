import { describe, expect, it } from 'vitest';
import { generateActivity, type ActivityAccount } from './activity';
import { createRng } from './random';

/** An account as the generator takes it; `weight` is its share of the items (of 100). */
const account = (accountId: number, weight: number, chat: boolean): ActivityAccount => ({
  accountId,
  weight,
  kind: 'law',
  chat,
  website: 'https://www.harborlaw.example',
  locationIds: [accountId * 1000],
  messageGroupIds: [accountId * 10],
  numbers: [{ phoneNumberId: accountId, phoneNumber: `+1503555010${accountId}` }],
  recipients: [{ userId: accountId * 100, displayName: `User ${accountId}`, weight: 1, locationId: null }],
  vipCallers: [],
  areaCode: '503',
});

describe('seeded web leads', () => {
  it('every chat account has a lead at every hour of the day, however few chats its share draws', () => {
    // The e2e seed's proportions: a small chat account (a tenth of 400 items) beside larger ones.
    const accounts = [account(1, 10, true), account(2, 40, true), account(3, 25, true), account(5, 25, false)];
    const start = Date.parse('2026-12-02T00:00:00Z');
    for (let hour = 0; hour < 72; hour++) {
      const now = new Date(start + hour * 3_600_000);
      const { rows } = generateActivity(createRng(42), accounts, 400, now);
      for (const a of accounts.filter((x) => x.chat)) {
        const chats = rows.chats.filter((c) => c.accountId === a.accountId && !c.types?.includes('Spam'));
        if (chats.length === 0) continue;
        expect(rows.leads.some((lead) => lead.accountId === a.accountId), `account ${a.accountId} at ${now.toISOString()}`).toBe(true);
      }
      expect(rows.leads.filter((lead) => lead.accountId === 5)).toEqual([]);
    }
  });
});
