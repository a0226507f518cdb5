/**
 * Report files (spec core §2, §7): GET /api/messages/getReportFiles, GET
 * /api/messages/getDownloadLink/{id} (a signed address valid for 10 minutes) and the public
 * GET /api/messages/reportFile/{id}?expires&signature that serves the file when the signature
 * (HMAC-SHA256 with PORTAL_SECRET, else a per-process random key) holds and has not expired.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { REPORT_LINK_TTL_MS, reportFileName } from '../../src/contract/activity-report-files';
import { findReportFile, listReportFiles, mayOpenReportFile, reportFileAccess } from '../db/repositories/activity-report-files';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';

const processSecret = randomBytes(32);

export function signReportFile(secret: string | Buffer, reportFileId: number, expires: number): string {
  return createHmac('sha256', secret).update(`report-file:${reportFileId}:${expires}`).digest('base64url');
}

export function verifyReportFile(secret: string | Buffer, reportFileId: number, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(signReportFile(secret, reportFileId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}


export function activityReportFilesRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const secretOf = (env: AppEnv['Variables']['env']) => env.PORTAL_SECRET ?? processSecret;

  registerEndpoint(api, endpoints.reportFiles, async (c, _input, { session }) => {
    const db = c.var.database.db;
    return listReportFiles(db, await reportFileAccess(db, session.userId));
  });

  registerEndpoint(api, endpoints.reportDownloadLink, async (c, _input, { params, session }) => {
    const db = c.var.database.db;
    const id = params.id;
    const file = await findReportFile(db, id);
    // Another account's file is a 404, never a link.
    if (!file || !mayOpenReportFile(await reportFileAccess(db, session.userId), file)) throw new PortalHttpError(404, messages.notFound);
    const expires = Date.now() + REPORT_LINK_TTL_MS;
    const query = new URLSearchParams({ expires: String(expires), signature: signReportFile(secretOf(c.var.env), id, expires) });
    return {
      // Same origin and prefix as this request: …/getDownloadLink/{id} → …/reportFile/{id}.
      url: `${new URL(c.req.url).origin}${new URL(c.req.url).pathname.replace(/\/getDownloadLink\/[^/]+$/, `/reportFile/${id}`)}?${query}`,
      expires: new Date(expires).toISOString(),
    };
  });

  registerEndpoint(
    api,
    endpoints.reportFileSigned,
    async (c, input, { params }) => {
      const id = params.id;
      if (!verifyReportFile(secretOf(c.var.env), id, input.expires, input.signature)) {
        throw new PortalHttpError(403, 'This download link is invalid or has expired.');
      }
      const file = await findReportFile(c.var.database.db, id);
      if (!file) throw new PortalHttpError(404, messages.notFound);
      const name = reportFileName(file.key).replace(/["\\\r\n]/g, '_');
      return new Response(file.content, {
        headers: {
          'Content-Type': file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType,
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    { public: true },
  );

  return api;
}
