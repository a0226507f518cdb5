/**
 * Realtime soak (issue 18). For SOAK_SECONDS (CI: 25; `npm run soak`: 120) the server files new
 * activity every second (POST /__test/messages) and another user of the account triages it through
 * the API (archive and read), while this page's websocket is killed every 10 s. After each
 * reconnect the open /activity list, read from the page, must equal the server's
 * GET /api/messages/all: 0 missed, 0 duplicated, 0 stale; the reconnect (kill → the server's
 * `ready` reaching the route) must be within 5 s at p95 (see reconnectBudgetMs for CI).
 *
 * The reconnect gap is targeted on purpose: while the new socket authenticates, activity is filed
 * every 100 ms, so changes land between the page's open and the server's ready — the changes only
 * the explicit resync (src/contract/realtime.ts) can report. When `ready` arrives the writers
 * stop (the frame waits for a write in flight), so the comparison has a fixed answer; they resume
 * after it.
 *
 * Figures go to stdout and to test-results/soak-<project>.json (scripts/soak.mjs prints them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { currentSessionKey, skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { routeRealtime } from './fixtures/realtime-route';
import { createBillingAccount, createMessage, createUser } from './fixtures/test-control';
import { seededRandom } from './fixtures/seeded-random';

const soakSeconds = Number(process.env['SOAK_SECONDS'] ?? 25);
/**
 * `npm run soak` holds the reconnect p95 to 5 s. CI (2 busy cores) holds it to 10 s: every
 * reconnect made on its first attempt (a backed-off second attempt starts after 11 s at the
 * earliest); the 5 s figure is printed either way.
 */
const reconnectBudgetMs = Number(process.env['SOAK_RECONNECT_BUDGET_MS'] ?? 10_000);
const killEveryMs = 10_000;
const password = 'Soak-Test-1';

test.setTimeout((soakSeconds + 90) * 1000);

async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/login', { form: { username, password, returnUrl: '/' }, maxRedirects: 0 });
  const sessionKey = new URLSearchParams((res.headers()['location'] ?? '').split('#')[1] ?? '').get('sessionKey');
  if (!sessionKey) throw new Error(`login as ${username} failed: ${res.status()}`);
  return sessionKey;
}

/** The soak's items the server lists for the user (the activity view: not archived), by token. */
async function serverTokens(request: APIRequestContext, sessionKey: string, run: string): Promise<string[]> {
  const q = new URLSearchParams({
    startTime: new Date(Date.now() - 86_400_000).toISOString(),
    endTime: new Date(Date.now() + 86_400_000).toISOString(),
    pageNumber: '0',
  });
  const res = await request.get(`/portalApi/api/messages/all?${q}`, { headers: { Authorization: `Bearer ${sessionKey}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { userMessages: { textContent: string | null; archived: string }[] };
  return body.userMessages.filter((m) => m.archived !== 'Y' && m.textContent?.startsWith(run)).map((m) => m.textContent!.split(' ')[0]!);
}

/**
 * Every row of the open activity list, read by scrolling its virtualised list (only the rows in
 * view are mounted): the token of each row position, so a duplicated item shows twice.
 */
async function pageTokens(page: Page, run: string): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Activity items' });
  if ((await list.count()) === 0) return [];
  return list.evaluate(async (el, prefix) => {
    const scroller = el.parentElement!;
    const byPosition = new Map<string, string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; ; top += Math.max(100, scroller.clientHeight - 80)) {
      scroller.scrollTop = top;
      // The virtualiser mounts the rows of the new range after the scroll event: wait for them.
      for (let i = 0; i < 50; i++) {
        await frame();
        const starts = [...el.children].map((row) => Number(/translateY\(([\d.]+)px\)/.exec((row as HTMLElement).style.transform)?.[1] ?? -1));
        if (starts.some((y) => y <= scroller.scrollTop) || el.children.length === 0) break;
      }
      for (const row of el.children) {
        const token = (row.textContent ?? '').match(new RegExp(`${prefix}-\\d+`))?.[0];
        if (token) byPosition.set((row as HTMLElement).style.transform, token);
      }
      if (top + scroller.clientHeight >= el.scrollHeight) break;
    }
    scroller.scrollTop = 0;
    return [...byPosition.values()];
  }, run);
}

function compare(onPage: string[], onServer: string[]) {
  const shown = new Set(onPage);
  const expected = new Set(onServer);
  return {
    missed: onServer.filter((t) => !shown.has(t)),
    stale: [...shown].filter((t) => !expected.has(t)),
    duplicated: onPage.length - shown.size,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

test('realtime soak: after every reconnect the open activity list equals the server’s', async ({ page, request }, info) => {
  const run = `soak${Date.now().toString(36)}${info.project.name.slice(0, 1)}`;
  const next = seededRandom(Number(process.env['SOAK_SEED'] ?? 18));
  // A fresh account: its admin watches /activity; its user gets the activity and triages it.
  const account = await createBillingAccount(request, password);
  const owner = await createUser(request, password, undefined, { accountId: account.accountId });
  const ownerKey = await apiLogin(request, owner.username);

  const created: { token: string; messageId: number }[] = [];
  const archived = new Set<number>();
  let filed = 0;
  let paused = true;
  let inFlight: Promise<unknown> = Promise.resolve();
  let burst: ReturnType<typeof setInterval> | null = null;
  // One write of each kind at a time: a tick that finds the last write still running is skipped,
  // so a slow server is not buried under a queue of writes (PGlite runs one query at a time).
  const busy = { file: false, triage: false };
  const writeErrors: string[] = [];
  const track = (kind: keyof typeof busy, write: Promise<unknown>) => {
    busy[kind] = true;
    const done = write.catch((err: unknown) => writeErrors.push(`${kind}: ${String(err)}`)).finally(() => (busy[kind] = false));
    inFlight = Promise.all([inFlight, done]);
  };
  const file = () => {
    if (paused || busy.file) return;
    const token = `${run}-${++filed}`;
    track('file', createMessage(request, owner.username, `${token} soak activity`).then((messageId) => created.push({ token, messageId })));
  };
  const triage = () => {
    if (paused || busy.triage) return;
    const live = created.filter((c) => !archived.has(c.messageId));
    if (live.length === 0) return;
    const pick = live[Math.floor(next() * live.length)]!;
    const action = next() < 0.6 ? 'archive' : 'read';
    if (action === 'archive') archived.add(pick.messageId);
    const write = request.post(`/portalApi/api/messages/${pick.messageId}/${action}`, { headers: { Authorization: `Bearer ${ownerKey}` } });
    track('triage', write.then((res) => expect(res.status(), `triage ${action}`).toBe(200)));
  };

  const realtime = await routeRealtime(page, {
    onOpen: () => {
      // Reconnects only: file every 100 ms until the server's ready (the gap the resync covers).
      if (realtime.opened() > 1 && !paused && burst === null) burst = setInterval(file, 100);
    },
    beforeReady: async () => {
      paused = true;
      if (burst) clearInterval(burst);
      burst = null;
      await inFlight;
    },
  });

  await skipStayLoggedInPrompt(page);
  await page.goto('/activity');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, account.username, password);
  await waitForHandoff(page);
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await realtime.readyAfter(0, 20_000);
  const adminKey = await currentSessionKey(page);

  const writers = [setInterval(file, 1000), setInterval(triage, 2000)];
  const cycles: { reconnectMs: number; settleMs: number; shown: number; missed: number; stale: number; duplicated: number }[] = [];
  const started = Date.now();
  try {
    paused = false;
    // Under load a cycle can take longer than 10 s: the number of kills is fixed, the run stretches.
    const kills = Math.max(1, Math.floor(soakSeconds / (killEveryMs / 1000)));
    for (let cycle = 1; cycle <= kills; cycle++) {
      // Let activity and triage run (at least half a period), then kill the page's socket.
      const killAt = Math.max(started + cycle * killEveryMs - killEveryMs / 2, Date.now() + killEveryMs / 2);
      await new Promise((resolve) => setTimeout(resolve, killAt - Date.now()));
      const readiesBefore = realtime.readies.length;
      const killedAt = await realtime.kill();
      const ready = await realtime.readyAfter(readiesBefore, 30_000);
      // Kill → the server's ready (live again); the writers' pause before the page gets it is not counted.
      const reconnectMs = ready.sentAt - killedAt;
      // Writers are still now (beforeReady): the page must come to the server's list.
      const onServer = await serverTokens(request, adminKey, run);
      // The server itself against the writers' own ledger: what was filed and not archived.
      const ledger = created.filter((c) => !archived.has(c.messageId)).map((c) => c.token);
      expect(new Set(onServer), `cycle ${cycle}: the server's list against what was filed and archived`).toEqual(new Set(ledger));
      let diff = compare(await pageTokens(page, run), onServer);
      let shown = 0;
      await expect
        .poll(
          async () => {
            const onPage = await pageTokens(page, run);
            shown = onPage.length;
            diff = compare(onPage, onServer);
            return diff.missed.length + diff.stale.length + diff.duplicated;
          },
          { timeout: 10_000, message: `cycle ${cycle}: the open list never matched the server` },
        )
        .toBe(0)
        .catch(() => undefined);
      const settleMs = Date.now() - ready.at;
      cycles.push({ reconnectMs, settleMs, shown, missed: diff.missed.length, stale: diff.stale.length, duplicated: diff.duplicated });
      console.log(
        `[soak ${info.project.name}] reconnect ${cycle}: ${reconnectMs} ms to ready, list equal after ${settleMs} ms; ` +
          `${shown} shown, ${diff.missed.length} missed, ${diff.duplicated} duplicated, ${diff.stale.length} stale` +
          (diff.missed.length + diff.stale.length ? ` (${[...diff.missed, ...diff.stale].slice(0, 5).join(', ')})` : ''),
      );
      paused = false;
    }
  } finally {
    paused = true;
    for (const timer of writers) clearInterval(timer);
    if (burst) clearInterval(burst);
    await inFlight.catch(() => undefined);
  }

  const reconnects = cycles.map((c) => c.reconnectMs).sort((a, b) => a - b);
  const summary = {
    project: info.project.name,
    seconds: Math.round((Date.now() - started) / 1000),
    reconnects: cycles.length,
    created: created.length,
    archived: archived.size,
    missed: cycles.reduce((n, c) => n + c.missed, 0),
    duplicated: cycles.reduce((n, c) => n + c.duplicated, 0),
    stale: cycles.reduce((n, c) => n + c.stale, 0),
    reconnectP50Ms: percentile(reconnects, 50),
    reconnectP95Ms: percentile(reconnects, 95),
    reconnectMaxMs: reconnects.at(-1) ?? NaN,
    settleP95Ms: percentile(cycles.map((c) => c.settleMs).sort((a, b) => a - b), 95),
    cycles,
  };
  console.log(
    `[soak ${summary.project}] ${summary.seconds} s, ${summary.reconnects} reconnects, ${summary.created} filed, ${summary.archived} archived: ` +
      `${summary.missed} missed, ${summary.duplicated} duplicated, ${summary.stale} stale; reconnect p50 ${summary.reconnectP50Ms} ms, ` +
      `p95 ${summary.reconnectP95Ms} ms (budget 5000), max ${summary.reconnectMaxMs} ms`,
  );
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/soak-${info.project.name}.json`, JSON.stringify(summary, null, 2));

  expect(writeErrors).toEqual([]);
  expect(cycles.length).toBe(Math.max(1, Math.floor(soakSeconds / (killEveryMs / 1000))));
  expect(summary.created).toBeGreaterThan(cycles.length);
  expect({ missed: summary.missed, duplicated: summary.duplicated, stale: summary.stale }).toEqual({ missed: 0, duplicated: 0, stale: 0 });
  expect(summary.reconnectP95Ms).toBeLessThanOrEqual(reconnectBudgetMs);
});
