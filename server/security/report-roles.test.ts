/** Issue 20 item 2: report files are a restricted section (core §6, billing-account §6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFilesResponseSchema } from '../../src/contract/activity-report-files';
import { findUserByLogin } from '../db/repositories/users';
import { listReportFiles } from '../db/repositories/activity-report-files';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { billingOnlyMessage } from '../http/billing-only';

let ctx: TestContext;
let fileIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // Every file of the demo data: whichever account a restricted user belongs to, its files are here.
  const all = await listReportFiles(ctx.database.db, { accountIds: Array.from({ length: 50 }, (_, i) => i + 1), extendedAccountIds: [] });
  fileIds = all.reportFiles.map((f) => f.reportFileId);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe.each(['guest', 'partner', 'grasshopper'])('%s', (username) => {
  it('lists no report files and gets no download link', async () => {
    expect(await findUserByLogin(ctx.database.db, username)).toBeTruthy();
    const { sessionKey } = await login(ctx.app, username);
    const list = await ctx.app.request('/portalApi/api/messages/getReportFiles', bearer(sessionKey));
    expect(list.status).toBe(200);
    const files = reportFilesResponseSchema.parse(await list.json());
    expect(files).toEqual({ reportFiles: [], extendedReportFiles: [] });
    expect(fileIds.length).toBeGreaterThan(0);
    for (const id of fileIds) {
      const link = await ctx.app.request(`/portalApi/api/messages/getDownloadLink/${id}`, bearer(sessionKey));
      expect(link.status).toBe(404);
    }
  });
});

it('a billing-only user is refused the list and every link (only billing and profile: billing-only.ts)', async () => {
  const { sessionKey } = await login(ctx.app, 'billing');
  const list = await ctx.app.request('/portalApi/api/messages/getReportFiles', bearer(sessionKey));
  expect(list.status).toBe(403);
  expect(list.headers.get('X-PORTAL-ERROR')).toBe(billingOnlyMessage);
  for (const id of fileIds) {
    expect((await ctx.app.request(`/portalApi/api/messages/getDownloadLink/${id}`, bearer(sessionKey))).status).toBe(403);
  }
});

it('an ordinary user still lists the report files of the account', async () => {
  const { sessionKey } = await login(ctx.app, 'user');
  const files = reportFilesResponseSchema.parse(await (await ctx.app.request('/portalApi/api/messages/getReportFiles', bearer(sessionKey))).json());
  expect(files.reportFiles.length).toBeGreaterThan(0);
});
