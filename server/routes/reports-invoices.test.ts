/**
 * The seeded invoices agree with Insights (issue 15, "a year of tasks per account consistent with
 * the invoices"): for every invoice of the seeded accounts, the minutes its usage line bills are
 * the billable minutes Insights shows for that invoice, and the overage line bills exactly the
 * minutes over the plan's, through the same endpoints the billing and Insights screens call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { invoiceDetailSchema } from '../../src/contract/billing';
import { callSummarySchema } from '../../src/contract/reports';
import { overageLineText, usageLineText } from '../db/seed/billing';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
const keys: Record<string, string> = {};

const get = async <T,>(schema: z.ZodMiniType<T>, path: string, key: string): Promise<T> => {
  const res = await ctx.app.request(`/portalApi${path}`, bearer(key));
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
};
const round2 = (n: number) => Math.round(n * 100) / 100;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'nochat', 'pastdue']) keys[name] = (await login(ctx.app, name)).sessionKey;
}, 240_000); // the first test file of the hour builds the seeded snapshot
afterAll(async () => {
  await ctx?.close();
});

// Harbor Law and its children, Turner Family Dental and its branches, Ortiz Plumbing.
const accounts: [number, string][] = [[1, 'admin'], [2, 'admin'], [3, 'admin'], [4, 'nochat'], [6, 'nochat'], [7, 'nochat'], [5, 'pastdue']];

describe('seeded invoices and Insights', () => {
  it.each(accounts)('every invoice of account %i bills the minutes Insights shows for it', async (accountId, user) => {
    const key = keys[user]!;
    const current = await get(callSummarySchema, `/api/accounts/${accountId}/reports/current?invoiceId=0`, key);
    expect(current.invoices).toHaveLength(12);
    let withCalls = 0;
    for (const invoice of current.invoices) {
      const insights = await get(callSummarySchema, `/api/accounts/${accountId}/reports/current?invoiceId=${invoice.invoiceId}`, key);
      const detail = await get(invoiceDetailSchema, `/api/accounts/${accountId}/invoices/${invoice.invoiceId}`, key);
      const label = `${invoice.invoiceNumber} (${invoice.periodStart})`;
      const usage = detail.lines.filter((l) => l.lineItemText === usageLineText);
      expect(usage, label).toHaveLength(1);
      expect(usage[0]!.invoiceQuantity, label).toBe(insights.totalBillable);
      const over = round2(Math.max(0, insights.totalBillable - insights.planMinutes));
      const overage = detail.lines.filter((l) => l.lineItemText === overageLineText);
      expect(overage.map((l) => l.invoiceQuantity), label).toEqual(over > 0 ? [over] : []);
      if (over > 0) expect(overage[0]!.debit, label).toBe(round2(over * overage[0]!.unitPrice));
      if (insights.totalTasks > 0) withCalls++;
    }
    // A year of calls: the small accounts may have a quiet month at this seed size, not a quiet year.
    expect(withCalls).toBeGreaterThanOrEqual(accountId === 2 ? 10 : 3);
  }, 60_000);
});
