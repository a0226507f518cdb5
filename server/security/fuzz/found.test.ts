/**
 * What the fuzzer found, kept as plain regressions (each names the fuzz case that showed it, so
 * they hold even if the generator changes).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTextLimit, boundedText } from '../../db/repositories/audit';
import { createSession, findSupportAgent } from '../../db/repositories/session';
import { findUserByLogin } from '../../db/repositories/users';
import { auditLog } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../http/test-context';

let ctx: TestContext;
let agentSession: string;
let userSession: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = (await findUserByLogin(ctx.database.db, 'admin'))!;
  const agent = (await findSupportAgent(ctx.database.db, 'support'))!;
  ({ sessionKey: agentSession } = await createSession(ctx.database.db, {
    userId: user.userId,
    supportAgentId: agent.supportAgentId,
    twoFactorSatisfied: true,
    ttlMs: 60_000,
  }));
  ({ sessionKey: userSession } = await createSession(ctx.database.db, { userId: user.userId, twoFactorSatisfied: true, ttlMs: 60_000 }));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

async function lastAgentRequest() {
  const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_request')).orderBy(desc(auditLog.auditId)).limit(1);
  return row;
}

describe('an agent session’s request is recorded within the audit log’s bounds', () => {
  // Seed 20261125, messageUnarchive: `path id: xxxx… (5000)` stored a 5,040-character path.
  it('a 5,000-character path is recorded cut to the limit', async () => {
    const res = await ctx.app.request(`/portalApi/api/messages/${'x'.repeat(5_000)}/unarchive`, bearer(agentSession, { method: 'POST' }));
    expect(res.status).toBe(404);
    const row = await lastAgentRequest();
    expect(row?.path?.startsWith('/portalApi/api/messages/xxx')).toBe(true);
    expect(row!.path!.length).toBeLessThanOrEqual(auditTextLimit);
  });

  it('a path with an encoded NUL is still recorded', async () => {
    const before = (await lastAgentRequest())?.auditId ?? 0;
    const res = await ctx.app.request('/portalApi/api/messages/1%00/read', bearer(agentSession, { method: 'POST' }));
    expect(res.status).toBe(400);
    const row = await lastAgentRequest();
    expect(row!.auditId).toBeGreaterThan(before);
    expect(row!.path).not.toContain('\u0000');
  });
});

describe('dates JavaScript takes and PostgreSQL does not', () => {
  // Seed 587917703, messagesRecent: `startTime: odd date` (-271821-04-20) answered 500
  // ("time zone displacement out of range").
  it.each([
    ['/portalApi/api/messages?startTime=-271821-04-20T00:00:00.000Z'],
    ['/portalApi/api/messages?startTime=%2B275760-09-13T00:00:00.000Z'],
    ['/portalApi/api/messages/all?startTime=2026-01-01T00:00:00Z&endTime=%2B275760-09-13T00:00:00.000Z'],
  ])('GET %s answers 400', async (path) => {
    const res = await ctx.app.request(path, bearer(userSession));
    expect(res.status, res.headers.get('X-PORTAL-ERROR') ?? '').toBe(400);
  });

  it('a status starting at the edge of JavaScript’s dates answers 400', async () => {
    const body = new URLSearchParams({ takingCalls: 'Y', saved: 'N', statusName: 'Edge', startTime: '+275760-09-13T00:00:00.000Z' });
    const res = await ctx.app.request('/portalApi/api/statuses', bearer(userSession, { method: 'POST', body }));
    expect(res.status, res.headers.get('X-PORTAL-ERROR') ?? '').toBe(400);
  });

  // Seed 1187417866, smsTasks: `endDate: odd date` (+275760-09-13) answered 500 (server/routes/text.test.ts holds the rest).
  it('GET /api/smsTasks with an end at the edge of JavaScript’s dates answers 400', async () => {
    const res = await ctx.app.request('/portalApi/api/smsTasks?endDate=%2B275760-09-13T00%3A00%3A00.000Z', bearer(userSession));
    expect(res.status, res.headers.get('X-PORTAL-ERROR') ?? '').toBe(400);
  });
});

describe('text cut to the audit log’s limit stays text PostgreSQL’s json takes', () => {
  // Seed 1420886491, migrate: `username: odd text` ("Zoë" and 200 × 𝕏: 403 UTF-16 units) answered 500: the cut at
  // 256 units fell inside a surrogate pair, and PostgreSQL refused the lone half in the json detail.
  it('a failed migration with a long name of astral characters is recorded, cut between characters', async () => {
    const username = `Zoë${'𝕏'.repeat(200)}`;
    const body = new URLSearchParams({ username, password: 'not-the-password' });
    const res = await ctx.app.request('/portalApi/api/authenticate/migrate', { method: 'POST', body });
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'migration_failed')).orderBy(desc(auditLog.auditId)).limit(1);
    const login = (row?.detail as { login?: string } | null)?.login ?? '';
    expect(username.startsWith(login)).toBe(true);
    expect(login.length).toBeLessThanOrEqual(auditTextLimit);
    expect(login.at(-1)).toBe('\uDD4F'); // the low half of the last whole 𝕏
  });

  it('replaces a lone half of a pair (a JSON body can carry one) and keeps whole pairs', () => {
    expect(boundedText('a\uD835b')).toBe('a\uFFFDb');
    expect(boundedText('a\uDD4Fb')).toBe('a\uFFFDb');
    expect(boundedText('𝕏')).toBe('𝕏');
    expect(boundedText(`${'x'.repeat(auditTextLimit - 1)}𝕏`)).toBe('x'.repeat(auditTextLimit - 1));
  });
});

describe('half of a character in a JSON body', () => {
  // Seed 778895679, createContact: `lastName: odd text` ("Zoë\udfff") answered 500: the lone half
  // reached PostgreSQL, which cannot hold it. Every endpoint's input now refuses it with a 400.
  it('POST /api/contacts with an unpaired surrogate in a name answers 400', async () => {
    const body = '{"firstName":"note","lastName":"Zo\u00eb\\udfff","contactMethods":[]}';
    expect(JSON.parse(body).lastName).toBe('Zoë\udfff');
    const res = await ctx.app.request('/portalApi/api/contacts', bearer(userSession, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('Text may not contain half of a character (an unpaired surrogate).');
  });
});

