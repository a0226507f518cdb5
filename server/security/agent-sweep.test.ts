/**
 * Issue 18, authorisation sweep for agent (support) sessions: PIN, password and identity calls
 * are refused with 403 and store nothing (billing-account §6), whichever spelling of the path
 * reaches the router; and every call of the endpoint table made in an agent session is recorded
 * with both names (the customer's user and the agent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { findSupportAgent } from '../db/repositories/session';
import { findUserByLogin } from '../db/repositories/users';
import { auditLog } from '../db/schema';
import { messages } from '../http/errors';
import { createTestContext, login, type TestContext } from '../http/test-context';
import { pinnedRequest } from './fuzz/pinned';
import type { SweepRequest } from './sweep/cases';
import { sessionOf, sweepRequest } from './sweep/requests';
import { changedTables, othersState } from './sweep/victim';

let ctx: TestContext;
let agentKey: () => Promise<string>;
let identityKey: string;
let userId: number;
let supportAgentId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = (await findUserByLogin(ctx.database.db, 'admin'))!;
  const agent = (await findSupportAgent(ctx.database.db, 'support'))!;
  agentKey = () => sessionOf(ctx.database, user.userId, agent.supportAgentId);
  ({ userId } = user);
  ({ supportAgentId } = agent);
  ({ identityKey } = await login(ctx.app, 'admin'));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const refused: [EndpointName, () => SweepRequest][] = [
  ['setAccessPin', () => ({ body: { accessPin: '8642' } })],
  ['changePassword', () => ({ body: { currentPassword: 'Portal-Demo1', password: 'Agent-Pass1' } })],
  ['setPassword', () => ({ body: { password: 'Agent-Pass1', passwordChangeKey: 'anything' } })],
  ['passwordChangeKeyRequest', () => ({})],
  ['twoFactorSendSms', () => ({})],
  ['twoFactorSendEmail', () => ({})],
  ['twoFactorVerify', () => ({ body: { twoFactorCode: '123456' } })],
  ['session', () => ({ body: { identityKey } })],
];

/** Other spellings of a path a router might take for the same call. */
const spellings = (path: string): string[] => {
  const [base, query] = path.split('?');
  const q = query ? `?${query}` : '';
  const last = base!.lastIndexOf('/');
  const encoded = `${base!.slice(0, last + 1)}%${base!.charCodeAt(last + 1).toString(16)}${base!.slice(last + 2)}`;
  return [path, `${base}/${q}`, `${encoded}${q}`, `${base!.replace('/api/', '/api//')}${q}`];
};

describe('an agent session', () => {
  it.each(refused)('%s: refused with 403 in every spelling, nothing stored', async (name, build) => {
    const everything = { userId: -1, accountId: -1, username: '', transferLinkId: 0 };
    const before = await othersState(ctx.database, everything);
    const [path, init] = sweepRequest(name, build(), await agentKey());
    const res = await ctx.app.request(path, init);
    expect(res.status, res.headers.get('X-PORTAL-ERROR') ?? '').toBe(403);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(messages.agentSession);
    for (const other of spellings(path).slice(1)) {
      const [, again] = sweepRequest(name, build(), await agentKey());
      const answer = await ctx.app.request(other, again);
      expect(answer.status === 403 || answer.status === 404, `${other} answered ${answer.status}`).toBe(true);
    }
    expect(changedTables(before, await othersState(ctx.database, everything))).toEqual([]);
  });
});

describe('every call of an agent session is recorded with both names', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const request = pinnedRequest(endpoints[name]);
    const res = await ctx.app.request(request.path, { method: request.method, body: request.body, headers: { ...request.headers, Authorization: `Bearer ${await agentKey()}` } });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent_request'), eq(auditLog.path, request.path.split('?')[0]!)))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(row, `${name} (${res.status}) left no audit row`).toBeTruthy();
    expect({ userId: row!.userId, supportAgentId: row!.supportAgentId, method: row!.method, status: row!.status }).toEqual({
      userId,
      supportAgentId,
      method: request.method,
      status: res.status,
    });
  });
});
