/**
 * Insights report data (billing-account §3 "Report data", §7 Reports). invoiceId -1 is the
 * current period on screen and travels as 0; combined usage asks with 0 too (§9).
 */
import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common';

/** Largest invoice id a report call accepts (bounded input). */
export const REPORT_INVOICE_ID_MAX = 2_147_483_647;
/** Phone Number Insights: top six numbers by call count (§9). */
export const PHONE_NUMBER_INSIGHTS_TOP = 6;
/** The invoice id of the current period in report calls. */
export const CURRENT_INVOICE_ID = 0;

const invoiceIdField = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(REPORT_INVOICE_ID_MAX));

export const reportQuerySchema = z.object({ invoiceId: z._default(invoiceIdField, CURRENT_INVOICE_ID) });
/** Message types that count as calls in reports (the same list as the dashboard's usage). */
export const reportTaskTypes = ['AGENT', 'AGENT+VM', 'IC', 'OC', 'VIP', 'VM', 'CS', 'TASK'] as const;
export const callVolumeQuerySchema = z.object({
  invoiceId: z._default(invoiceIdField, CURRENT_INVOICE_ID),
  /** Only calls of this message type. */
  type: z.optional(z.enum(reportTaskTypes)),
  scope: z._default(z.enum(['current', 'all']), 'current'),
});
export const reportTasksParams = z.object({ id: idSchema, invoiceId: invoiceIdField });

/** An invoice the invoice selector offers, with the period it bills. */
export const reportInvoiceSchema = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  invoiceDate: isoDateTime,
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
});
export type ReportInvoice = z.infer<typeof reportInvoiceSchema>;

/** Call summary stats of one period (§3), with the billable figures of §5. */
export const callSummarySchema = z.object({
  accountId: z.number(),
  invoiceId: z.number(),
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  planMinutes: z.number(),
  totalTasks: z.number(),
  /** Billable minutes (§5 rule), two decimals. */
  totalBillable: z.number(),
  billableTasks: z.number(),
  totalAssist: z.number(),
  totalBillableAssist: z.number(),
  /** Average billable time in whole seconds (§5). */
  averageBillableSeconds: z.number(),
  invoices: z.array(reportInvoiceSchema),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const combinedAccountUsageSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  totalTasks: z.number(),
  totalBillable: z.number(),
});
export const combinedReportSchema = z.object({
  accountId: z.number(),
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  planMinutes: z.number(),
  totalTasks: z.number(),
  totalBillable: z.number(),
  accounts: z.array(combinedAccountUsageSchema),
});
export type CombinedReport = z.infer<typeof combinedReportSchema>;

/** Chart data: one labelled value per point (a day of the period, or a month for scope all). */
export const chartPointSchema = z.object({ label: z.string(), calls: z.number(), minutes: z.number() });
export type ChartPoint = z.infer<typeof chartPointSchema>;
export const callVolumeSchema = z.object({ points: z.array(chartPointSchema) });
export type CallVolume = z.infer<typeof callVolumeSchema>;

export const contactInsightSchema = z.object({ contactDescription: z.string(), count: z.number() });
export const contactInsightsSchema = z.object({ items: z.array(contactInsightSchema) });
export type ContactInsights = z.infer<typeof contactInsightsSchema>;

export const phoneNumberInsightSchema = z.object({ dnis: z.string(), call_date: z.string(), call_count: z.number() });
export type PhoneNumberInsight = z.infer<typeof phoneNumberInsightSchema>;

/** A call record of the report (§3 "Task"). */
export const reportTaskSchema = z.object({
  taskId: z.number(),
  createdDate: isoDateTime,
  ani: z.nullable(z.string()),
  dnis: z.nullable(z.string()),
  contactDescription: z.nullable(z.string()),
  billableMinutes: z.number(),
  messageId: z.number(),
  lastMessageId: z.nullable(z.number()),
  groupName: z.nullable(z.string()),
  formName: z.nullable(z.string()),
  messageType: z.string(),
  taskStatus: z.nullable(z.string()),
  sendingAgent: z.nullable(z.string()),
  sendingUser: z.nullable(z.string()),
  caller: z.nullable(z.string()),
  outcallSourceNumber: z.nullable(z.string()),
  outcallNumber: z.nullable(z.string()),
});
export type ReportTask = z.infer<typeof reportTaskSchema>;

/** Tasks by invoice (§3): times in whole seconds. */
export const reportTasksSchema = z.object({
  tasks: z.array(reportTaskSchema),
  inboundTasks: z.number(),
  outboundTasks: z.number(),
  inboundMinutes: z.number(),
  inboundTime: z.number(),
  outboundMinutes: z.number(),
  outboundTime: z.number(),
});
export type ReportTasks = z.infer<typeof reportTasksSchema>;

export const reportMessages = {
  unknownInvoice: 'No invoice with this id on the account.',
  notGlobalAdmin: 'Insights are only available to global administrators of the account.',
} as const;
