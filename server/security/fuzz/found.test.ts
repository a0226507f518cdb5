/**
 * What the fuzzer found, kept as plain regressions (each names the fuzz case that showed it, so
 * they hold even if the generator changes).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTextLimit } from '../../db/repositories/audit';
import { createSession, findSupportAgent } from '../../db/repositories/session';
import { findUserByLogin } from '../../db/repositories/users';
import { auditLog } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../http/test-context';

let ctx: TestContext;
let agentSession: string;

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
