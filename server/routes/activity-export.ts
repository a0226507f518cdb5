/**
 * Activity exports (spec core §5 Export, §7 Messages): GET /api/messages/gencsv, /genchatcsv and
 * /genpdf. The rows are the list's (same scope by role, window, All / Archive view, company,
 * selection), filtered by the search; at most 31 days; CSV cells escaped (DESIGN.md §7); the PDF
 * is built by server/services/activity/export-files.ts. GET /api/messages/getChatExport gives one
 * chat's data: the browser builds that "Chat Export" PDF itself (spec core §2).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import {
  csvTooLongText,
  exportFileName,
  exportTextMatches,
  exportWindow,
  isExportRangeAllowed,
  pdfTooLongText,
} from '../../src/contract/activity-export';
import { exportChats, exportMessages, findChat, type ExportQuery, type MessageScope } from '../db/repositories/activity';
import { userAccountScope } from '../db/repositories/users';
import { registerEndpoint } from '../http/endpoint';
import { messages as errorTexts, PortalHttpError } from '../http/errors';
import type { AppEnv, RequestSession } from '../http/types';
import { activityCsv, activityPdf, chatCsv, chatSearchTexts, messageSearchTexts } from '../services/activity/export-files';

interface ExportInput {
  type: 'all' | 'archived';
  start: string;
  end: string;
  utcOffset: number;
  accountId?: number | undefined;
  ids: number[];
}

async function exportScope(c: Context<AppEnv>, session: RequestSession, input: ExportInput, tooLong: string) {
  if (!isExportRangeAllowed(input.start, input.end)) throw new PortalHttpError(400, tooLong);
  const who: MessageScope = { userId: session.userId, scope: await userAccountScope(c.var.database.db, session.userId) };
  if (input.accountId !== undefined && !who.scope.accountIds.includes(input.accountId)) {
    throw new PortalHttpError(403, errorTexts.forbiddenAccount);
  }
  const query: ExportQuery = {
    ...exportWindow(input.start, input.end, input.utcOffset),
    archived: input.type === 'archived' ? 'Y' : 'N',
    ids: input.ids,
    ...(input.accountId !== undefined ? { accountId: input.accountId } : {}),
  };
  return { who, query };
}

function fileResponse(body: Uint8Array<ArrayBuffer> | string, type: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

export function activityExportRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.exportCsv, async (c, input, { session }) => {
    const { who, query } = await exportScope(c, session, input, csvTooLongText);
    const search = input.search?.trim() ?? '';
    const rows = (await exportMessages(c.var.database.db, who, query)).filter((m) => exportTextMatches(messageSearchTexts(m), search));
    const csv = activityCsv(rows, input.utcOffset);
    return fileResponse(csv, 'text/csv; charset=utf-8', exportFileName('activity', input.start, input.end, 'csv'));
  });

  registerEndpoint(api, endpoints.exportChatCsv, async (c, input, { session }) => {
    const { who, query } = await exportScope(c, session, input, csvTooLongText);
    const search = input.search?.trim() ?? '';
    const rows = (await exportChats(c.var.database.db, who, query)).filter((chat) => exportTextMatches(chatSearchTexts(chat), search));
    const csv = chatCsv(rows, input.utcOffset);
    return fileResponse(csv, 'text/csv; charset=utf-8', exportFileName('chats', input.start, input.end, 'csv'));
  });

  registerEndpoint(api, endpoints.exportPdf, async (c, input, { session }) => {
    const { who, query } = await exportScope(c, session, input, pdfTooLongText);
    const search = input.search.toUpperCase();
    const matchWord = input.matchWord === 'Y';
    const rows = (await exportMessages(c.var.database.db, who, query)).filter((m) =>
      exportTextMatches(messageSearchTexts(m), search, matchWord),
    );
    const pdf = await activityPdf(rows, { start: input.start, end: input.end, search, matchWord, utcOffset: input.utcOffset });
    return fileResponse(pdf, 'application/pdf', exportFileName('activity', input.start, input.end, 'pdf'));
  });

  registerEndpoint(api, endpoints.chatExport, async (c, input, { session }) => {
    const db = c.var.database.db;
    const who: MessageScope = { userId: session.userId, scope: await userAccountScope(db, session.userId) };
    // Another account's chat (or one outside the user's locations) is a 404, never its lines.
    const chat = await findChat(db, who, input.chatId);
    if (!chat) throw new PortalHttpError(404, errorTexts.notFound);
    return chat;
  });

  return api;
}
