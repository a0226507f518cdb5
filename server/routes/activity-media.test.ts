import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLinkResponseSchema } from '../../src/contract/activity-report-files';
import * as s from '../db/schema';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { signReportFile } from './activity-report-files';
import { signMedia, verifyMedia } from './activity-media';

let ctx: TestContext;
const keys: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['admin', 'nochat']) keys[username] = (await login(ctx.app, username)).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const link = (id: number, username: string) => ctx.app.request(`/portalApi/api/media/link/${id}`, bearer(keys[username]!));

/** A message with a recording on one of the admin's accounts. */
async function adminRecording() {
  const [admin] = await ctx.database.db.select().from(s.users).where(eq(s.users.username, 'admin'));
  const [m] = await ctx.database.db
    .select({ messageId: s.messages.messageId })
    .from(s.messages)
    .innerJoin(s.userAccountRoles, eq(s.userAccountRoles.accountId, s.messages.accountId))
    .where(and(eq(s.userAccountRoles.userId, admin!.userId), eq(s.userAccountRoles.userRoleKey, 'GLOBALADMIN'), isNotNull(s.messages.audioKey)))
    .limit(1);
  return m!.messageId;
}

describe('GET /api/media/link/{id}', () => {
  it('hands out a signed address that serves the recording as audio', async () => {
    const id = await adminRecording();
    const res = await link(id, 'admin');
    expect(res.status).toBe(200);
    const { url, expires } = downloadLinkResponseSchema.parse(await res.json());
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now());
    const address = new URL(url);
    expect(address.pathname).toBe(`/portalApi/api/media/file/${id}`);
    // No bearer key: the signature is the permission.
    const served = await ctx.app.request(`${address.pathname}${address.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('audio/wav');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');

    // Another id under the same signature, or a tampered signature, is refused.
    expect((await ctx.app.request(`/portalApi/api/media/file/${id + 1}${address.search}`)).status).toBe(403);
    const tampered = new URLSearchParams(address.search);
    tampered.set('signature', `${tampered.get('signature')!.slice(0, -2)}xx`);
    expect((await ctx.app.request(`${address.pathname}?${tampered}`)).status).toBe(403);
  });

  it('is a 404 for another account’s message, a message without a recording, or a bad id', async () => {
    const id = await adminRecording();
    expect((await link(id, 'nochat')).status).toBe(404);
    const [plain] = await ctx.database.db.select({ id: s.messages.messageId }).from(s.messages).where(eq(s.messages.messageType, 'OC')).limit(1);
    expect((await link(plain!.id, 'admin')).status).toBe(404);
    expect((await link(0, 'admin')).status).toBe(404);
    expect((await ctx.app.request(`/portalApi/api/media/link/${id}`)).status).toBe(401);
  });

  it('signatures expire and are not report-file signatures', () => {
    const now = Date.now();
    const sig = signMedia('a-secret-of-sixteen', 7, now + 1000);
    expect(verifyMedia('a-secret-of-sixteen', 7, now + 1000, sig, now)).toBe(true);
    expect(verifyMedia('a-secret-of-sixteen', 7, now + 1000, sig, now + 2000)).toBe(false);
    expect(verifyMedia('another-secret-16', 7, now + 1000, sig, now)).toBe(false);
    expect(verifyMedia('a-secret-of-sixteen', 7, now + 1000, signReportFile('a-secret-of-sixteen', 7, now + 1000), now)).toBe(false);
  });
});
