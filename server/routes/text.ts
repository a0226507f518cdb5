/**
 * SMS tasks (core §7 SMS tasks, §2 Text activity): the conversations of the accounts where the
 * user has text access (USERSMS, GRASSHOPPERSMS or an admin-type role; other accounts hidden),
 * paged and versioned; sending (the source-number rule enforced here too); read marks; the CSV.
 */
import { Hono } from 'hono';
import { csvTooLongText, exportWindow, isExportRangeAllowed } from '../../src/contract/activity-export';
import { endpoints } from '../../src/contract/endpoints';
import { SMS_TASK_PAGE_SIZE, textMessages } from '../../src/contract/text';
import { findSmsTask, listSmsTasks, markSmsTaskRead, smsCsvRows } from '../db/repositories/text';
import { userAccountScope } from '../db/repositories/users';
import { registerEndpoint } from '../http/endpoint';
import { earliestStorableTime, requestDate } from '../http/input-limits';
import { messages as errorTexts, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { notifierOf } from '../services/outbox/notifier';
import { notifyTexts, sendText } from '../services/text/send-text';
import { smsCsv } from '../services/text/sms-csv';
import { textAccountsOf } from '../services/text/text-scope';

const DAY = 86_400_000;

export function textRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.smsTasks, async (c, input, { session }) => {
    const { db } = c.var.database;
    const accountIds = textAccountsOf(await userAccountScope(db, session.userId));
    if (accountIds.length === 0) throw new PortalHttpError(403, textMessages.noTextAccess);
    const startRaw = input.startTime ?? input.startDate;
    const endRaw = input.endTime ?? input.endDate;
    const end = endRaw ? requestDate(endRaw, 'The end is not a valid date.') : new Date(Date.now() + DAY);
    const start = startRaw
      ? requestDate(startRaw, 'The start is not a valid date.')
      : new Date(Math.max(end.getTime() - 31 * DAY, earliestStorableTime));
    if (end.getTime() <= start.getTime()) throw new PortalHttpError(400, 'The end is before the start.');
    const page = await listSmsTasks(db, {
      accountIds,
      start,
      end,
      pageNumber: input.pageNumber,
      pageSize: SMS_TASK_PAGE_SIZE,
      sinceVersion: input.version ?? input.smsVersion ?? 0,
    });
    return { ...page, pageNumber: input.pageNumber, pageSize: SMS_TASK_PAGE_SIZE };
  });

  registerEndpoint(api, endpoints.sendText, async (c, input, { session }) =>
    sendText(
      { database: c.var.database, hub: c.var.hub, notifier: notifierOf(c) },
      { userId: session.userId, ...input },
    ),
  );

  registerEndpoint(api, endpoints.smsTaskRead, async (c, _input, { params, session }) => {
    const { db } = c.var.database;
    const task = await findSmsTask(db, params.id);
    const accountIds = textAccountsOf(await userAccountScope(db, session.userId));
    if (!task || !accountIds.includes(task.accountId)) throw new PortalHttpError(404, errorTexts.notFound);
    const unread = await markSmsTaskRead(db, task.taskId);
    await notifyTexts(c.var.hub, db, task.accountId);
    return { ok: true as const, taskId: task.taskId, unread };
  });

  registerEndpoint(api, endpoints.smsCsv, async (c, input, { session }) => {
    if (!isExportRangeAllowed(input.start, input.end)) throw new PortalHttpError(400, csvTooLongText);
    const { db } = c.var.database;
    const accountIds = textAccountsOf(await userAccountScope(db, session.userId));
    if (accountIds.length === 0) throw new PortalHttpError(403, textMessages.noTextAccess);
    const { startTime, endTime } = exportWindow(input.start, input.end, input.utcOffset);
    const csv = smsCsv(await smsCsvRows(db, accountIds, startTime, endTime), input.utcOffset);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="texts-${input.start}-to-${input.end}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  return api;
}
