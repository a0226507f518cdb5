/**
 * Insights report data (billing-account §7 Reports): every call names an account where the user
 * is GLOBALADMIN (§6) and an invoice of it (0 = the current billing period).
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { reportMessages } from '../../src/contract/reports';
import { combinedAccounts, reportTaskRows } from '../db/repositories/reports';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import {
  contactInsights,
  dailyVolume,
  monthlyVolume,
  phoneNumberInsights,
  summaryFigures,
  tasksByInvoice,
} from '../services/reports/report-figures';
import { resolveReportPeriod } from '../services/reports/report-period';

export const globalAdminOnly = { allow: ['GLOBALADMIN'] as const, message: reportMessages.notGlobalAdmin };
/** Months the "all" scope of the call volume covers. */
const ALL_SCOPE_MONTHS = 12;

export function reportsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  const periodOf = async (c: Parameters<typeof requireAccountAccess>[0], accountId: number, invoiceId: number) => {
    await requireAccountAccess(c, accountId, globalAdminOnly);
    return resolveReportPeriod(c.var.database.db, accountId, invoiceId, new Date());
  };
  const iso = (d: Date) => d.toISOString();

  registerEndpoint(api, endpoints.reportCurrent, async (c, input, { params }) => {
    const period = await periodOf(c, params.id, input.invoiceId);
    const tasks = await reportTaskRows(c.var.database.db, [params.id], period.from, period.to);
    return {
      accountId: params.id,
      invoiceId: period.invoiceId,
      periodStart: iso(period.from),
      periodEnd: iso(period.to),
      planMinutes: period.account.planMinutes,
      ...summaryFigures(tasks),
      invoices: period.invoices.map((i) => ({
        invoiceId: i.invoiceId,
        invoiceNumber: i.invoiceNumber,
        invoiceDate: iso(i.invoiceDate),
        periodStart: iso(i.periodStart),
        periodEnd: iso(i.periodEnd),
      })),
    };
  });

  registerEndpoint(api, endpoints.combinedReportCurrent, async (c, input, { params }) => {
    const period = await periodOf(c, params.id, input.invoiceId);
    const accounts = await combinedAccounts(c.var.database.db, params.id);
    const tasks = await reportTaskRows(c.var.database.db, accounts.map((a) => a.accountId), period.from, period.to);
    const perAccount = accounts.map((a) => {
      const own = summaryFigures(tasks.filter((t) => t.accountId === a.accountId));
      return { accountId: a.accountId, accountName: a.accountName, totalTasks: own.totalTasks, totalBillable: own.totalBillable };
    });
    const all = summaryFigures(tasks);
    return {
      accountId: params.id,
      periodStart: iso(period.from),
      periodEnd: iso(period.to),
      planMinutes: period.account.planMinutes,
      totalTasks: all.totalTasks,
      totalBillable: all.totalBillable,
      accounts: perAccount,
    };
  });

  registerEndpoint(api, endpoints.reportCallVolume, async (c, input, { params }) => {
    const period = await periodOf(c, params.id, input.invoiceId);
    const now = new Date();
    const from = input.scope === 'all' ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ALL_SCOPE_MONTHS - 1), 1)) : period.from;
    const to = input.scope === 'all' ? new Date(now.getTime() + 1) : period.to;
    const rows = await reportTaskRows(c.var.database.db, [params.id], from, to);
    const tasks = input.type ? rows.filter((t) => t.messageType === input.type) : rows;
    return { points: input.scope === 'all' ? monthlyVolume(tasks, now, ALL_SCOPE_MONTHS) : dailyVolume(tasks, from, to) };
  });

  registerEndpoint(api, endpoints.reportContactInsights, async (c, input, { params }) => {
    const period = await periodOf(c, params.id, input.invoiceId);
    return contactInsights(await reportTaskRows(c.var.database.db, [params.id], period.from, period.to));
  });

  registerEndpoint(api, endpoints.reportTasks, async (c, _input, { params }) => {
    const period = await periodOf(c, params.id, params.invoiceId);
    return tasksByInvoice(await reportTaskRows(c.var.database.db, [params.id], period.from, period.to));
  });

  registerEndpoint(api, endpoints.reportPhoneNumberInsights, async (c, input, { params }) => {
    const period = await periodOf(c, params.id, input.invoiceId);
    return phoneNumberInsights(await reportTaskRows(c.var.database.db, [params.id], period.from, period.to));
  });

  return api;
}
