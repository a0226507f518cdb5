/**
 * Insights report endpoints against figures computed by hand for a small account created here:
 * a parent account (combined usage) with one invoice for January 2026 and a child account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { leadSchema } from '../../src/contract/leads';
import {
  callSummarySchema,
  callVolumeSchema,
  combinedReportSchema,
  contactInsightsSchema,
  phoneNumberInsightSchema,
  reportTasksSchema,
} from '../../src/contract/reports';
import { userSchema } from '../../src/contract/session';
import * as s from '../db/schema';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';

const PARENT = 9001;
const CHILD = 9002;
const INVOICE = 9101;
let ctx: TestContext;
let adminKey: string;
let userKey: string;

const get = (path: string, key = adminKey) => ctx.app.request(`/portalApi${path}`, bearer(key));
const json = async <T>(schema: z.ZodMiniType<T>, res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const userId = async (username: string) =>
    (await db.select({ id: s.users.userId }).from(s.users).where(eq(s.users.username, username)))[0]!.id;
  await db.insert(s.accounts).values([
    { accountId: PARENT, accountNumber: 'T9001', accountName: 'Report Test Co', planMinutes: 100, billingDayOfMonth: 1, showCombinedUsage: 'Y' },
    { accountId: CHILD, parentAccountId: PARENT, accountNumber: 'T9002', accountName: 'Report Test Branch', planMinutes: 50 },
  ]);
  await db.insert(s.userAccountRoles).values([
    { userId: await userId('admin'), accountId: PARENT, userRoleKey: 'GLOBALADMIN' },
    { userId: await userId('admin'), accountId: CHILD, userRoleKey: 'GLOBALADMIN' },
    { userId: await userId('user'), accountId: PARENT, userRoleKey: 'USER' },
  ]);
  await db.insert(s.invoices).values({
    invoiceId: INVOICE, accountId: PARENT, invoiceNumber: 'INV-T1', status: 'PAID', invoiceDate: new Date('2026-02-01T00:00:00Z'),
    amountDue: 100, debit: 100, balance: 0,
  });
  await db.insert(s.invoiceLines).values({
    invoiceId: INVOICE, transactionId: 'txn_t1', transactionType: 'CHARGE', lineItemText: 'Plan', invoiceQuantity: 1, unitPrice: 100,
    periodStart: new Date('2026-01-01T00:00:00Z'), periodEnd: new Date('2026-02-01T00:00:00Z'), debit: 100,
  });
  const msg = (messageId: number, accountId: number, messageType: string, taken: string, extra: Partial<typeof s.messages.$inferInsert> = {}) =>
    ({ messageId, accountId, messageType, taken: new Date(taken), ...extra });
  await db.insert(s.messages).values([
    msg(9_000_001, PARENT, 'AGENT', '2026-01-05T15:00:00Z', { dnis: '+15550000001', billableAgentMinutes: 2.5, callLengthInSeconds: 150, contactDescription: 'New client' }),
    // An outbound call as the phone records it: dnis is the party dialled, the account's line its source.
    msg(9_000_002, PARENT, 'OC', '2026-01-05T16:00:00Z', { dnis: '+15035550100', outcallNumber: '+15035550100', ani: '+15550000002', outcallSourceNumber: '+15550000002', billableAgentMinutes: 1.5, callLengthInSeconds: 90, contactDescription: 'Follow-up' }),
    // Not its task's last message: billed on another message, so 0 here.
    msg(9_000_003, PARENT, 'TASK', '2026-01-06T10:00:00Z', { dnis: '+15550000001', billableAgentMinutes: 3, callLengthInSeconds: 200, contactDescription: 'New client', lastMessageId: 9_000_099 }),
    msg(9_000_004, PARENT, 'CHAT', '2026-01-07T10:00:00Z', { dnis: '+15550000001' }),
    msg(9_000_005, PARENT, 'IC', '2026-01-31T23:59:00Z', { dnis: '+15550000003', billableAgentMinutes: 0, callLengthInSeconds: 20 }),
    msg(9_000_006, PARENT, 'AGENT', '2026-02-01T00:00:00Z', { dnis: '+15550000001', billableAgentMinutes: 9, callLengthInSeconds: 540 }),
    msg(9_000_007, CHILD, 'AGENT', '2026-01-10T12:00:00Z', { dnis: '+15550000009', billableAgentMinutes: 4, callLengthInSeconds: 240 }),
    msg(9_000_008, PARENT, 'AGENT', new Date(Date.now() - 60_000).toISOString(), { dnis: '+15550000001', billableAgentMinutes: 1.25, callLengthInSeconds: 75, lastMessageId: 9_000_008 }),
    msg(9_000_010, PARENT, 'CS', new Date(Date.now() - 30_000).toISOString(), { billableAgentMinutes: 5, callLengthInSeconds: 300, lastMessageId: 9_000_011 }),
  ]);
  await db.insert(s.leads).values({
    accountId: PARENT, title: 'Website lead – Ada', created: new Date('2026-01-08T10:00:00Z'),
    webleadJson: { name: 'Ada', matterType: 'Family law' },
    messages: [{ chatMessageId: 1, chatParticipantId: 2, textContents: 'Hello', added: '2026-01-08T10:00:00.000Z' }],
  });
  adminKey = (await login(ctx.app, 'admin')).sessionKey;
  userKey = (await login(ctx.app, 'user')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('reports of an invoice (hand-computed)', () => {
  it('sums calls, billable minutes (last-message rule), assists and the average time', async () => {
    const r = await json(callSummarySchema, await get(`/api/accounts/${PARENT}/reports/current?invoiceId=${INVOICE}`));
    expect(r).toMatchObject({
      invoiceId: INVOICE, periodStart: '2026-01-01T00:00:00.000Z', periodEnd: '2026-02-01T00:00:00.000Z', planMinutes: 100,
      totalTasks: 4, totalBillable: 4, billableTasks: 2, totalAssist: 1, totalBillableAssist: 0, averageBillableSeconds: 60,
    });
    expect(r.invoices).toEqual([expect.objectContaining({ invoiceId: INVOICE, invoiceNumber: 'INV-T1' })]);
  });

  it('lists the tasks with inbound and outbound figures', async () => {
    const r = await json(reportTasksSchema, await get(`/api/accounts/${PARENT}/reports/${INVOICE}/tasks`));
    expect(r.tasks.map((t) => t.messageId)).toEqual([9_000_001, 9_000_002, 9_000_003, 9_000_005]);
    expect(r.tasks.map((t) => t.billableMinutes)).toEqual([2.5, 1.5, 0, 0]);
    expect(r).toMatchObject({ inboundTasks: 3, outboundTasks: 1, inboundMinutes: 2.5, inboundTime: 370, outboundMinutes: 1.5, outboundTime: 90 });
  });

  it('counts outcomes and the top numbers per day', async () => {
    const ci = await json(contactInsightsSchema, await get(`/api/accounts/${PARENT}/reports/contactInsights?invoiceId=${INVOICE}`));
    expect(ci.items).toEqual([{ contactDescription: 'New client', count: 2 }, { contactDescription: 'Follow-up', count: 1 }]);
    const pn = await json(z.array(phoneNumberInsightSchema), await get(`/api/accounts/${PARENT}/reports/phoneNumberInsights?invoiceId=${INVOICE}`));
    expect(pn).toEqual([
      { dnis: '+15550000001', call_date: '2026-01-05', call_count: 1 },
      { dnis: '+15550000001', call_date: '2026-01-06', call_count: 1 },
      { dnis: '+15550000002', call_date: '2026-01-05', call_count: 1 },
      { dnis: '+15550000003', call_date: '2026-01-31', call_count: 1 },
    ]);
  });

  it('gives the call volume per day of the period, optionally of one type', async () => {
    const all = await json(callVolumeSchema, await get(`/api/accounts/${PARENT}/reports/callVolume?invoiceId=${INVOICE}&scope=current`));
    expect(all.points).toHaveLength(31);
    expect(all.points[4]).toEqual({ label: '2026-01-05', calls: 2, minutes: 4 });
    expect(all.points[5]).toEqual({ label: '2026-01-06', calls: 1, minutes: 0 });
    const oc = await json(callVolumeSchema, await get(`/api/accounts/${PARENT}/reports/callVolume?invoiceId=${INVOICE}&type=OC`));
    expect(oc.points.reduce((n, p) => n + p.calls, 0)).toBe(1);
    const months = await json(callVolumeSchema, await get(`/api/accounts/${PARENT}/reports/callVolume?invoiceId=0&scope=all`));
    expect(months.points).toHaveLength(12);
  });

  it('combines the account with its children', async () => {
    const r = await json(combinedReportSchema, await get(`/api/accounts/${PARENT}/combinedReports/current?invoiceId=${INVOICE}`));
    expect(r).toMatchObject({ totalTasks: 5, totalBillable: 8 });
    expect(r.accounts).toEqual([
      { accountId: PARENT, accountName: 'Report Test Co', totalTasks: 4, totalBillable: 4 },
      { accountId: CHILD, accountName: 'Report Test Branch', totalTasks: 1, totalBillable: 4 },
    ]);
  });
});

describe('the current period', () => {
  it('agrees with the dashboard usage of /api/me', async () => {
    const r = await json(callSummarySchema, await get(`/api/accounts/${PARENT}/reports/current?invoiceId=0`));
    // 1.25 billable minutes over two calls (the assist is billed on another message): 37.5 s.
    expect(r).toMatchObject({ invoiceId: 0, totalTasks: 2, totalBillable: 1.25, totalAssist: 1, averageBillableSeconds: 38 });
    const me = userSchema.parse(await (await get('/api/me')).json());
    const role = me.userAccountRoles.find((a) => a.accountId === PARENT)!;
    expect(role.usedMinutes).toBe(r.totalBillable);
    expect(role.totalCalls).toBe(r.totalTasks);
  });
});

describe('scoping', () => {
  it('refuses a non-GLOBALADMIN role and accounts without a role', async () => {
    const res = await get(`/api/accounts/${PARENT}/reports/current?invoiceId=0`, userKey);
    expect(res.status).toBe(403);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('Insights are only available to global administrators of the account.');
    expect((await get(`/api/accounts/4/reports/current?invoiceId=0`)).status).toBe(403);
    expect((await get(`/api/leads?accountId=${PARENT}`, userKey)).status).toBe(403);
  });
  it('answers 404 for another account\'s invoice and 400 for a bad invoice id', async () => {
    expect((await get(`/api/accounts/${CHILD}/reports/current?invoiceId=${INVOICE}`)).status).toBe(404);
    expect((await get(`/api/accounts/${PARENT}/reports/current?invoiceId=1`)).status).toBe(404);
    expect((await get(`/api/accounts/${PARENT}/reports/current?invoiceId=-1`)).status).toBe(400);
    expect((await get(`/api/accounts/${PARENT}/reports/callVolume?scope=week`)).status).toBe(400);
    expect((await get(`/api/accounts/${PARENT}/reports/abc/tasks`)).status).toBe(404);
  });
});

describe('leads', () => {
  it('returns each lead with its chat and collected answers', async () => {
    const leads = await json(z.array(leadSchema), await get(`/api/leads?accountId=${PARENT}`));
    expect(leads).toEqual([
      expect.objectContaining({ title: 'Website lead – Ada', webleadJson: { name: 'Ada', matterType: 'Family law' }, messages: [expect.objectContaining({ textContents: 'Hello' })] }),
    ]);
  });
});
