import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLinkResponseSchema, reportFilesResponseSchema } from '../../src/contract/activity-report-files';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { signReportFile, verifyReportFile } from './activity-report-files';

let ctx: TestContext;
const keys: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['user', 'admin', 'nochat']) keys[username] = (await login(ctx.app, username)).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const api = (path: string, username?: string) =>
  ctx.app.request(`/portalApi/api/messages/${path}`, username ? bearer(keys[username]!) : {});

async function filesOf(username: string) {
  const res = await api('getReportFiles', username);
  expect(res.status).toBe(200);
  return reportFilesResponseSchema.parse(await res.json());
}

describe('report files', () => {
  it('lists extended files only for a GLOBALADMIN of an account with extended reports', async () => {
    const admin = await filesOf('admin');
    expect(admin.reportFiles.length).toBeGreaterThan(0);
    expect(admin.extendedReportFiles.length).toBeGreaterThan(0);
    expect(admin.extendedReportFiles.every((f) => f.extended === 'Y')).toBe(true);
    const user = await filesOf('user');
    expect(user.extendedReportFiles).toEqual([]);
  });

  it('hands out a signed link that serves the file, and refuses another account’s file', async () => {
    const [file] = (await filesOf('admin')).reportFiles;
    const res = await api(`getDownloadLink/${file!.reportFileId}`, 'admin');
    expect(res.status).toBe(200);
    const { url } = downloadLinkResponseSchema.parse(await res.json());
    const link = new URL(url);
    expect(link.pathname).toBe(`/portalApi/api/messages/reportFile/${file!.reportFileId}`);
    const served = await ctx.app.request(`${link.pathname}${link.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Disposition')).toContain(file!.key.split('/')[1]!);
    expect((await served.text()).length).toBeGreaterThan(0);

    // A tampered signature or id is refused.
    const tampered = new URLSearchParams(link.search);
    tampered.set('signature', `${tampered.get('signature')!.slice(0, -2)}xx`);
    expect((await ctx.app.request(`${link.pathname}?${tampered}`)).status).toBe(403);
    expect((await ctx.app.request(`/portalApi/api/messages/reportFile/${file!.reportFileId + 1}${link.search}`)).status).toBe(403);

    // Someone without that account gets a 404, not a link.
    const nochat = await filesOf('nochat');
    if (!nochat.reportFiles.some((f) => f.reportFileId === file!.reportFileId)) {
      expect((await api(`getDownloadLink/${file!.reportFileId}`, 'nochat')).status).toBe(404);
    }
  });

  it('links expire', () => {
    const now = Date.now();
    const sig = signReportFile('a-secret-of-sixteen', 7, now + 1000);
    expect(verifyReportFile('a-secret-of-sixteen', 7, now + 1000, sig, now)).toBe(true);
    expect(verifyReportFile('a-secret-of-sixteen', 7, now + 1000, sig, now + 2000)).toBe(false);
    expect(verifyReportFile('another-secret-16', 7, now + 1000, sig, now)).toBe(false);
  });
});
