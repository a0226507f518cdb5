import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../../src/contract/session';
import type { Database } from '../client';
import { demoUsers } from '../demo-users';
import { cachedSeededSnapshot, openFromSnapshot } from '../snapshot';
import { billingPeriod, isAccountPastDue, isInvoicePastDue } from './accounts';
import { UserNotFoundError, findUserByLogin, getUserPayload, userAccountScope, weeklyInsightCounts, type InsightRow } from './users';

const now = new Date('2026-11-20T18:00:00Z');
const DAY = 86_400_000;

describe('account rules', () => {
  it('derives past due from OPEN invoices and autopayDays (+1 day, 2 days without)', () => {
    const inv = { status: 'OPEN', invoiceDate: new Date(now.getTime() - 3 * DAY) };
    expect(isInvoicePastDue(inv, 1, now)).toBe(true);
    expect(isInvoicePastDue(inv, 2, now)).toBe(false);
    expect(isInvoicePastDue(inv, null, now)).toBe(true);
    expect(isInvoicePastDue({ ...inv, invoiceDate: new Date(now.getTime() - 2 * DAY + 1) }, null, now)).toBe(false);
    expect(isInvoicePastDue({ ...inv, status: 'PAID' }, 0, now)).toBe(false);
    expect(isAccountPastDue([{ ...inv, status: 'PROCESSING' }, inv], 1, now)).toBe(true);
  });

  it('computes the billing period around now', () => {
    const p = billingPeriod(now, 15);
    expect(p.start.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(p.daysLeft).toBe(25);
    expect(billingPeriod(now, 25).start.toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});

describe('weekly insights (core §9: past 7 days; call leads, chat leads, current clients)', () => {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const call = (callTagName: string | null, msAgo: number): InsightRow => ({ callTagName, taken: at(msAgo), chatId: null, chatTypes: null, chatCreated: null });
  const chat = (chatId: number, types: string[], msAgo: number): InsightRow => ({
    callTagName: null,
    taken: at(msAgo - 60_000),
    chatId,
    chatTypes: types,
    chatCreated: at(msAgo),
  });

  it('counts call leads and current clients by tag within the 7 days, both ends included', () => {
    const rows = [
      call('PNC / Lead', 0),
      call('PNC / Lead', 7 * DAY),
      call('PNC / Lead', 7 * DAY + 1),
      call('PNC / Lead', -1), // after now
      call('Current Client', DAY),
      call('Current Client', 8 * DAY),
      call('Existing', DAY),
      call(null, DAY),
    ];
    expect(weeklyInsightCounts(rows, now)).toEqual({ callLeadCount: 2, chatLeadCount: 0, currentClientCount: 1 });
  });

  it('counts distinct chats of type Lead created within the 7 days', () => {
    const rows = [
      chat(1, ['Lead'], DAY),
      chat(1, ['Lead'], DAY), // a second delivery of the same chat
      chat(2, ['Lead', 'Actionable support'], 6 * DAY),
      chat(3, ['Actionable support'], DAY),
      chat(4, ['Spam'], DAY),
      chat(5, ['Lead'], 7 * DAY + 60_000),
      chat(6, [], DAY),
    ];
    expect(weeklyInsightCounts(rows, now)).toEqual({ callLeadCount: 0, chatLeadCount: 2, currentClientCount: 0 });
    expect(weeklyInsightCounts([], now)).toEqual({ callLeadCount: 0, chatLeadCount: 0, currentClientCount: 0 });
  });
});

describe('users repository', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openFromSnapshot(await cachedSeededSnapshot({ now }));
  }, 240_000); // the first run builds the snapshot (initdb + migrate + seed); shared machines are slow
  afterAll(async () => {
    await database?.close();
  });

  it('finds users by email or username, case-insensitively', async () => {
    const byName = await findUserByLogin(database.db, 'ADMIN');
    const byEmail = await findUserByLogin(database.db, ' Olivia.Bennett@HarborLaw.example ');
    expect(byName?.userId).toBeDefined();
    expect(byEmail?.userId).toBe(byName?.userId);
    expect(byName?.passwordHash).toMatch(/^scrypt\$/);
    expect((await findUserByLogin(database.db, 'newhire'))?.temporaryPassword).toBe('Y');
    expect((await findUserByLogin(database.db, 'secure'))?.twoFactor).toBe('Y');
    expect(await findUserByLogin(database.db, 'nobody')).toBeNull();
    expect((await findUserByLogin(database.db, 'billing'))?.billingOnly).toBe(true);
    expect((await findUserByLogin(database.db, 'admin'))?.billingOnly).toBe(false);
  });

  it('builds a valid contract User for every demo user', async () => {
    for (const demo of demoUsers) {
      const login = await findUserByLogin(database.db, demo.username);
      const user = await getUserPayload(database.db, login!.userId, { agentSession: false, twoFactorSatisfied: false, now });
      const parsed = userSchema.safeParse(user);
      expect(parsed.error?.issues, demo.key).toBeUndefined();
      expect(user.userAccountRoles.map((r) => r.userRoleKey).sort()).toEqual(demo.roles.map((r) => r.role).sort());
      expect(user.selfContact?.contactMethods.length).toBeGreaterThan(0);
    }
  });

  it("gives each role the locations it covers: an account-wide role every office of its account, a location role its own", async () => {
    const admin = await getUserPayload(database.db, (await findUserByLogin(database.db, 'admin'))!.userId, { agentSession: false, twoFactorSatisfied: false, now });
    const downtown = admin.userAccountRoles.find((r) => r.accountName === 'Harbor Law – Downtown')!;
    expect(downtown.locationId).toBeNull();
    expect(downtown.locations.map((l) => l.locationName)).toEqual(['Downtown – Pioneer Square', 'Downtown – Pearl District']);
    const locationAdmin = await getUserPayload(database.db, (await findUserByLogin(database.db, 'locadmin'))!.userId, { agentSession: false, twoFactorSatisfied: false, now });
    for (const role of locationAdmin.userAccountRoles.filter((r) => r.locationId !== null)) {
      expect(role.locations).toEqual([{ locationId: role.locationId, locationName: role.locationName }]);
    }
    expect(locationAdmin.userAccountRoles.some((r) => r.locationId !== null)).toBe(true);
  });

  it('marks only the past-due account as past due', async () => {
    for (const demo of demoUsers) {
      const login = await findUserByLogin(database.db, demo.username);
      const user = await getUserPayload(database.db, login!.userId, { agentSession: false, twoFactorSatisfied: false, now });
      const pastDue = user.userAccountRoles.some((r) => r.isAccountPastDue === 'Y');
      expect(pastDue, demo.key).toBe(demo.roles.some((r) => r.account === 'pastdue'));
    }
  });

  it('fills the admin payload: usage, combined usage, statuses, links, notifications', async () => {
    const login = await findUserByLogin(database.db, 'admin');
    const user = await getUserPayload(database.db, login!.userId, { agentSession: true, twoFactorSatisfied: true, now });
    expect(user.agentSession).toBe('Y');
    expect(user.sessionTwoFactor).toBe('Y');
    const parent = user.userAccountRoles.find((r) => r.parentAccountId === null)!;
    const children = user.userAccountRoles.filter((r) => r.parentAccountId === parent.accountId);
    expect(children).toHaveLength(2);
    expect(parent.showCombinedUsage).toBe('Y');
    expect(parent.chatServiceEnabled).toBe('Y');
    expect(parent.usedMinutes).toBeGreaterThan(0);
    expect(parent.combinedTotalCalls).toBe(parent.totalCalls + children.reduce((s, c) => s + c.totalCalls, 0));
    expect(parent.totalCombinedChats).toBe(parent.totalChats + children.reduce((s, c) => s + c.totalChats, 0));
    expect(parent.daysLeft).toBe(11);
    expect(user.patchNumbers.length).toBeGreaterThan(0);
    expect(user.assistPatchNumbers.length).toBeGreaterThan(0);
    expect(user.scheduledStatuses.length).toBe(2); // the current and the future one; the past one ended
    expect(user.transferLinks.map((l) => l.transferKey)).toContain('CLIO');
    expect(user.usageNotifications).toHaveLength(1);
    // The alert says what the account's calls used this billing period, as Current Usage does.
    const [alert] = user.usageNotifications;
    const alerted = user.userAccountRoles.find((r) => r.accountId === alert!.accountId)!;
    expect(alert!.currentUsage).toBe(Math.round(alerted.usedMinutes));
    expect(alert!.includedMinutes).toBe(alerted.planMinutes);
    expect(user.greeting?.duration).toBeGreaterThan(0);
    expect(user.companyWebsite).toBe('https://www.harborlaw.example');
    expect(user.contacts.length).toBe(10);
    expect(user.leadCount).toBe(user.callLeadCount + user.chatLeadCount);
    expect(user.callLeadCount + user.chatLeadCount + user.currentClientCount).toBeGreaterThan(0);
  });

  it('counts weekly insights over the own deliveries of the user, past 7 days', async () => {
    const login = await findUserByLogin(database.db, 'admin');
    const user = await getUserPayload(database.db, login!.userId, { agentSession: false, twoFactorSatisfied: false, now });
    const weekAgo = new Date(now.getTime() - 7 * DAY);
    const rows = await database.db.execute(sql`
      select
        (select count(*) from messages m where m.user_id = ${login!.userId} and m.call_tag_name = 'PNC / Lead'
           and m.taken >= ${weekAgo.toISOString()}::timestamptz and m.taken <= ${now.toISOString()}::timestamptz)::int as calls,
        (select count(distinct c.chat_id) from messages m join chats c on c.chat_id = m.chat_id where m.user_id = ${login!.userId}
           and c.types @> '["Lead"]'::jsonb and c.created >= ${weekAgo.toISOString()}::timestamptz and c.created <= ${now.toISOString()}::timestamptz)::int as chats,
        (select count(*) from messages m where m.user_id = ${login!.userId} and m.call_tag_name = 'Current Client'
           and m.taken >= ${weekAgo.toISOString()}::timestamptz and m.taken <= ${now.toISOString()}::timestamptz)::int as clients`);
    const expected = (rows as unknown as { rows: { calls: number; chats: number; clients: number }[] }).rows[0]!;
    expect({ call: user.callLeadCount, chat: user.chatLeadCount, clients: user.currentClientCount }).toEqual({
      call: Number(expected.calls),
      chat: Number(expected.chats),
      clients: Number(expected.clients),
    });
  });

  it('gives guests and billing admins no phone numbers, grasshopper one', async () => {
    for (const [name, expected] of [['guest', 0], ['billing', 0], ['grasshopper', 1]] as const) {
      const login = await findUserByLogin(database.db, name);
      const user = await getUserPayload(database.db, login!.userId, { agentSession: false, twoFactorSatisfied: false, now });
      expect(user.patchNumbers.length, name).toBe(expected);
    }
    const noChat = await findUserByLogin(database.db, 'nochat');
    const user = await getUserPayload(database.db, noChat!.userId, { agentSession: false, twoFactorSatisfied: false, now });
    expect(user.userAccountRoles.every((r) => r.chatServiceEnabled === 'N')).toBe(true);
  });

  it('throws for an unknown user', async () => {
    await expect(getUserPayload(database.db, 99_999, { agentSession: false, twoFactorSatisfied: false })).rejects.toBeInstanceOf(UserNotFoundError);
  });

  it('scopes a location admin to his location and the global admin to three accounts', async () => {
    const loc = await findUserByLogin(database.db, 'locadmin');
    const scope = await userAccountScope(database.db, loc!.userId);
    expect(scope.accountIds).toHaveLength(1);
    const accountId = scope.accountIds[0]!;
    expect(scope.rolesByAccount[accountId]).toEqual(['LOCATIONADMIN']);
    expect(scope.locationIdsByAccount[accountId]).toHaveLength(1);
    const admin = await findUserByLogin(database.db, 'admin');
    const adminScope = await userAccountScope(database.db, admin!.userId);
    expect(adminScope.accountIds).toHaveLength(3);
    expect(Object.values(adminScope.locationIdsByAccount).every((v) => v === null)).toBe(true);
  });
});
