/**
 * Where every request's input is bounded (DESIGN §7, issue 20 items 5-7), so hostile input is a
 * 4xx with a clear message and never reaches PostgreSQL as something it refuses (a 500):
 * - `bodyLimits`: a size limit on every body (pages, API, support), 413 beyond it;
 * - `readForm`: form bodies (urlencoded or multipart) parsed with a 400 for a malformed one;
 * - `refuseUnstorable`: NUL, which a PostgreSQL text column cannot hold, refused in any string, and
 *   half a surrogate pair (a JSON body can carry `\udfff`), which UTF-8 cannot encode;
 * - `storableDate`: a date-time the client sends, refused when it is not one or lies outside years
 *   1-9999 (JavaScript takes ±275,760 years, PostgreSQL's timestamptz refuses those: a 500);
 *   `requestDate`, the same as a 400 with the route's message; `earliestStorableTime` bounds a
 *   window the route works out from one (a default start a month before an end in year 1);
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { settingsEndpoints } from '../../src/contract/settings.endpoints';
import { GREETING_MAX_BASE64 } from '../../src/contract/settings';
import { hasUnpairedSurrogate } from '../lib/unpaired-surrogates';
import { errorResponse, PortalHttpError } from './errors';
import type { AppEnv } from './types';

/** The API's largest legitimate body is a contact with its methods or a status: far below this. */
export const apiBodyLimitBytes = 256 * 1024;
/**
 * The API routes whose legitimate bodies are larger, each with its own bound and message: a
 * greeting's audio travels as base64 in JSON (up to ~1.3 MB). The API-wide limit skips them:
 * both ran before, and the smaller one refused every greeting over ~12 seconds.
 */
const largerApiBodies: Readonly<Record<string, { maxSize: number; message: string }>> = {
  [settingsEndpoints.saveGreeting.path]: { maxSize: GREETING_MAX_BASE64 + 4096, message: 'The recording is too large.' },
};

/** Login, logout and support console forms: a few short fields. */
export const pageBodyLimitBytes = 16 * 1024;

export const inputMessages = {
  tooLarge: (limit: number) => `The request body is too large (at most ${Math.round(limit / 1024)} KB).`,
  badForm: 'The form data could not be read.',
  unstorable: 'Text may not contain NUL characters.',
  brokenText: 'Text may not contain half of a character (an unpaired surrogate).',
} as const;

/** 413 with X-PORTAL-ERROR for a body over `maxSize` (declared or streamed). */
export function limitBody(maxSize: number, message: string = inputMessages.tooLarge(maxSize)): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot carry another request:
      // say so, or a client that pools connections sends its next request into a closed socket.
      return errorResponse(c, 413, message, { Connection: 'close' });
    },
  });
}

/** The largest body an API route takes (its path as the contract writes it). */
export const apiBodyLimitOf = (path: string): number => largerApiBodies[path]?.maxSize ?? apiBodyLimitBytes;

/** The API's body limit under `prefix`: `apiBodyLimitBytes`, or a route's own larger one. */
export function limitApiBody(prefix: string): MiddlewareHandler<AppEnv> {
  const common = limitBody(apiBodyLimitBytes);
  const own = new Map(
    Object.entries(largerApiBodies).map(([path, limit]) => [
      `${prefix}${path}`,
      limitBody(limit.maxSize, limit.message),
    ]),
  );
  return (c, next) => (own.get(c.req.path) ?? common)(c, next);
}

/** Characters a PostgreSQL text value cannot hold. */
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000/;

/** Throws a 400 when any string in `value` (nested objects and arrays included) cannot be stored. */
export function refuseUnstorable(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (unstorable.test(value)) throw new PortalHttpError(400, inputMessages.unstorable);
    // The long fuzz run, seed 778895679: a contact's last name "Zoë\udfff" was a 500.
    if (hasUnpairedSurrogate(value)) throw new PortalHttpError(400, inputMessages.brokenText);
  } else if (Array.isArray(value)) {
    for (const item of value) refuseUnstorable(item, depth + 1);
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      refuseUnstorable(key, depth + 1);
      refuseUnstorable(item, depth + 1);
    }
  }
}

/** The earliest and latest instants a request may name: years 1 to 9999, as ISO-8601 writes them. */
const earliest = Date.parse('0001-01-01T00:00:00Z');
const latest = Date.parse('9999-12-31T23:59:59.999Z');

/** The date-time `value` names, or null when it names none PostgreSQL can store and compare. */
export function storableDate(value: string): Date | null {
  const date = new Date(value);
  const time = date.getTime();
  return Number.isNaN(time) || time < earliest || time > latest ? null : date;
}

/** The date-time a request's field names; a 400 with `message` when it names none storable. */
export function requestDate(value: string, message: string): Date {
  const date = storableDate(value);
  if (!date) throw new PortalHttpError(400, message);
  return date;
}

/** The earliest instant PostgreSQL is asked to compare, in ms (a window worked out back from a date). */
export const earliestStorableTime = earliest;

/**
 * Whether every name and value of a urlencoded body decodes: the form parser turns a broken escape
 * (`%A`, `%E0%A4%A`, an encoded surrogate) into U+FFFD and stored that as the user's text.
 */
function urlencodedDecodes(text: string): boolean {
  try {
    for (const pair of text.split('&')) for (const part of pair.split('=')) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** A form body (all values, repeated keys as arrays); 400 when it cannot be parsed or stored. */
export async function readForm(c: Context<AppEnv>): Promise<Record<string, string | File | (string | File)[]>> {
  let body: Record<string, string | File | (string | File)[]>;
  if ((c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    // Read once: Hono keeps the text, and the parser below works from it.
    if (!urlencodedDecodes(await c.req.text())) throw new PortalHttpError(400, inputMessages.badForm);
  }
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new PortalHttpError(400, inputMessages.badForm);
  }
  refuseUnstorable(body);
  return body;
}

/** The first value of a form field as a string ('' when absent or a file). */
export function formText(form: Record<string, unknown>, key: string): string {
  const value = form[key];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first : '';
}

