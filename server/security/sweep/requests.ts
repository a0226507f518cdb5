/**
 * Turns a sweep case into a request on the endpoint table's entry, and judges the answer: a 2xx
 * must carry nothing of the victim (no account id, user id or name of theirs; no audio or file).
 */
import { endpoints, fillPath, type EndpointName } from '../../../src/contract/endpoints';
import { createSession } from '../../db/repositories/session';
import type { Database } from '../../db/client';
import type { SweepRequest } from './cases';

function searchParams(values: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) out.append(key, String(item));
  }
  return out;
}

export function sweepRequest(name: EndpointName, request: SweepRequest, sessionKey: string): [string, RequestInit] {
  const def = endpoints[name];
  const query = request.query ? `?${searchParams(request.query).toString()}` : '';
  const path = `/portalApi${fillPath(def.path, request.params ?? {})}${query}`;
  const headers: Record<string, string> = { Authorization: `Bearer ${sessionKey}` };
  const init: RequestInit = { method: def.method, headers };
  if (def.method !== 'GET' && request.body) {
    if ('json' in def && def.json) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    } else {
      init.body = searchParams(request.body);
    }
  }
  return [path, init];
}

/** A fresh session of the user, past any gate (an agent session when `supportAgentId` is given). */
export async function sessionOf(database: Database, userId: number, supportAgentId?: number): Promise<string> {
  const { sessionKey } = await createSession(database.db, { userId, supportAgentId, twoFactorSatisfied: true, ttlMs: 10 * 60_000 });
  return sessionKey;
}

/** Names and fields only the victim's side holds, found in a response's text. */
export interface VictimMarks {
  accountIds: number[];
  userIds: number[];
  texts: string[];
}

const idKeys = new Set(['accountId', 'parentAccountId']);

function findIn(value: unknown, marks: VictimMarks, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => findIn(item, marks, `${path}[${i}]`, out));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (idKeys.has(key) && typeof item === 'number' && marks.accountIds.includes(item)) out.push(`${path}.${key}=${item}`);
      if (key === 'userId' && typeof item === 'number' && marks.userIds.includes(item)) out.push(`${path}.${key}=${item}`);
      findIn(item, marks, `${path}.${key}`, out);
    }
  }
}

/** What of the victim a response carries (empty when nothing). */
export async function leakedBy(res: Response, marks: VictimMarks): Promise<string[]> {
  const type = res.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/json') && !type.startsWith('text/')) return [`a ${type || 'binary'} body`];
  const text = await res.text();
  const found = marks.texts.filter((t) => text.includes(t)).map((t) => `text "${t}"`);
  if (type.startsWith('application/json') && text) findIn(JSON.parse(text) as unknown, marks, '$', found);
  return found;
}
