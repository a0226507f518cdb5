import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { activityCsvHeader, chatCsvHeader } from '../services/activity/export-files';

let ctx: TestContext;
const keys: Record<string, string> = {};
const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['user', 'admin']) keys[username] = (await login(ctx.app, username)).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, username: string, query: Record<string, string>) =>
  ctx.app.request(`/portalApi/api/messages/${path}?${new URLSearchParams(query)}`, bearer(keys[username]!));

/** A small RFC 4180 reader (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('GET /api/messages/gencsv', () => {
  it('returns the scoped rows as CSV with a dated file name', async () => {
    const start = day(-30);
    const end = day(0);
    const res = await get('gencsv', 'admin', { start, end });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="activity-${start}-to-${end}.csv"`);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(activityCsvHeader);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) expect(r).toHaveLength(activityCsvHeader.length);
    // Never a cell a spreadsheet would run as a formula.
    for (const r of rows.slice(1)) for (const c of r) expect(c).not.toMatch(/^[=+\-@\t\0]/);
  });

  it('gives a USER no more rows than an admin, and the selection only', async () => {
    const q = { start: day(-30), end: day(0) };
    const admin = parseCsv((await (await get('gencsv', 'admin', q)).text()).replace(/^\uFEFF/, ''));
    const user = parseCsv((await (await get('gencsv', 'user', q)).text()).replace(/^\uFEFF/, ''));
    expect(user.length).toBeLessThanOrEqual(admin.length);
  });

  it('refuses more than 31 days with the spec text', async () => {
    const res = await get('gencsv', 'admin', { start: day(-31), end: day(0) });
    expect(res.status).toBe(400);
    expect(decodeURIComponent(res.headers.get('X-PORTAL-ERROR') ?? '')).toBe('CSV export can only load max of 31 days');
  });

  it('refuses a range whose window would leave year 9999 (a 500 before)', async () => {
    expect((await get('gencsv', 'admin', { start: '9999-12-31', end: '9999-12-31' })).status).toBe(400);
    expect((await get('gencsv', 'admin', { start: '9999-12-30', end: '9999-12-30', utcOffset: '-840' })).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await ctx.app.request(`/portalApi/api/messages/gencsv?start=${day(-1)}&end=${day(0)}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/messages/genchatcsv', () => {
  it('returns the chats as CSV', async () => {
    const res = await get('genchatcsv', 'admin', { start: day(-30), end: day(0) });
    expect(res.status).toBe(200);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(chatCsvHeader);
  });
});

describe('GET /api/messages/genpdf', () => {
  it('returns a PDF', async () => {
    const start = day(-30);
    const end = day(0);
    const res = await get('genpdf', 'admin', { start, end, search: 'THE', matchWord: 'N' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="activity-${start}-to-${end}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  }, 60_000);

  it('needs 3 characters of search and at most 31 days', async () => {
    expect((await get('genpdf', 'admin', { start: day(-3), end: day(0), search: 'ab' })).status).toBe(400);
    const res = await get('genpdf', 'admin', { start: day(-40), end: day(0), search: 'CALL' });
    expect(res.status).toBe(400);
    expect(decodeURIComponent(res.headers.get('X-PORTAL-ERROR') ?? '')).toBe('PDF export can only load max of 31 days');
  });
});
