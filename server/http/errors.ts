/**
 * Error shape of spec core §8: every error response carries `X-PORTAL-ERROR: <human message>`
 * and a small JSON body `{ error }`. Handlers throw `PortalHttpError`; `onAppError` renders it.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';

/**
 * The shared contract is on `zod/mini`, which loads no locale: without this, every issue of a
 * request schema would read "Invalid input". Classic zod would register English on its first
 * schema anyway; saying it here keeps the X-PORTAL-ERROR texts human whichever module loads first.
 */
z.config(z.locales.en());

export const portalErrorHeader = 'X-PORTAL-ERROR';

export class PortalHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PortalHttpError';
  }
}

export const messages = {
  notLoggedIn: 'You are not logged in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbiddenAccount: 'You do not have access to this account.',
  agentSession: 'This action is not available in an agent session.',
  notFound: 'Not found.',
  server: 'Something went wrong on our side. Please try again.',
  notImplemented: 'Not implemented yet',
} as const;

/** Header values must be single-line Latin-1; keep the message readable anyway. */
export function headerSafe(message: string): string {
  return message
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .slice(0, 500);
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  c.header(portalErrorHeader, headerSafe(message));
  c.header('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json({ error: message }, status);
}

/** A human message for a zod failure that names the field, e.g. "identityKey: Required". */
export function describeZodError(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.map(String).join('.');
  return field ? `Invalid value for ${field}: ${issue.message}` : `The request is not valid: ${issue.message}`;
}

export function onAppError(err: Error, c: Context): Response {
  if (err instanceof PortalHttpError) return errorResponse(c, err.status, err.message, err.headers);
  // $ZodError: the contract's mini schemas throw core errors, which are no classic ZodError.
  if (err instanceof z.core.$ZodError) return errorResponse(c, 400, describeZodError(err));
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    return errorResponse(c, res.status as ContentfulStatusCode, err.message || res.statusText || 'Request failed');
  }
  console.error('[server] unhandled error', c.req.method, c.req.path, err);
  return errorResponse(c, 500, messages.server);
}

export function onNotFound(c: Context): Response {
  return errorResponse(c, 404, messages.notFound);
}
