/**
 * Media links (spec core §7): GET /api/media/link/{id} gives a signed address, valid for 10
 * minutes, of the recording of message {id} (a voicemail or a message with voicemail the user may
 * see), and the public GET /api/media/file/{id}?expires&signature serves that audio while the
 * signature holds. The address works where the bearer key cannot travel (an <audio> element, a
 * new tab, a shared player). Signing reuses the report files' HMAC helpers under a key of its
 * own, so a report file's signature never opens a recording of the same id.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { REPORT_LINK_TTL_MS } from '../../src/contract/activity-report-files';
import { findMediaById, findMessageMedia } from '../db/repositories/activity';
import { userAccountScope } from '../db/repositories/users';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { synthesiseVoicemail } from '../services/activity/voicemail-audio';
import { signReportFile, verifyReportFile } from './activity-report-files';

export const MEDIA_LINK_TTL_MS = REPORT_LINK_TTL_MS;
const processSecret = randomBytes(32);

/** The media signing key: derived from the portal secret for this purpose only. */
export const mediaKey = (secret: string | Buffer): Buffer => createHmac('sha256', secret).update('media-link').digest();

export const signMedia = (secret: string | Buffer, messageId: number, expires: number): string =>
  signReportFile(mediaKey(secret), messageId, expires);

export const verifyMedia = (secret: string | Buffer, messageId: number, expires: number, signature: string, now = Date.now()): boolean =>
  verifyReportFile(mediaKey(secret), messageId, expires, signature, now);


export function activityMediaRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const secretOf = (env: AppEnv['Variables']['env']) => env.PORTAL_SECRET ?? processSecret;

  registerEndpoint(api, endpoints.mediaLink, async (c, _input, { params, session }) => {
    const db = c.var.database.db;
    const id = params.id;
    const who = { userId: session.userId, scope: await userAccountScope(db, session.userId) };
    // Another account's message, or one without a recording, is a 404, never a link.
    if (!(await findMessageMedia(db, who, id))) throw new PortalHttpError(404, messages.notFound);
    const expires = Date.now() + MEDIA_LINK_TTL_MS;
    const query = new URLSearchParams({ expires: String(expires), signature: signMedia(secretOf(c.var.env), id, expires) });
    const url = new URL(c.req.url);
    return {
      // Same origin and prefix as this request: …/media/link/{id} → …/media/file/{id}.
      url: `${url.origin}${url.pathname.replace(/\/link\/[^/]+$/, `/file/${id}`)}?${query}`,
      expires: new Date(expires).toISOString(),
    };
  });

  registerEndpoint(
    api,
    endpoints.mediaSigned,
    async (c, input, { params }) => {
      const id = params.id;
      if (!verifyMedia(secretOf(c.var.env), id, input.expires, input.signature)) {
        throw new PortalHttpError(403, 'This media link is invalid or has expired.');
      }
      const media = await findMediaById(c.var.database.db, id);
      if (!media) throw new PortalHttpError(404, messages.notFound);
      const wav = synthesiseVoicemail(media.audioKey, media.recordingDuration);
      return new Response(wav, {
        headers: {
          'Content-Type': 'audio/wav',
          'Content-Length': String(wav.byteLength),
          'Content-Disposition': `inline; filename="recording-${id}.wav"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    { public: true },
  );

  return api;
}
