/**
 * Every screen under faults (issue 18), on desktop and phone. One test per screen walks the
 * faults on one page (a reload each, one login per worker):
 * - 2 s latency: loading shows, then the screen (no Retry);
 * - API unreachable, then every call 500: an error with Retry (never a white page or a spinner
 *   that never ends), and Retry brings the data once the API is back;
 * - 20 % of calls 500 (seeded per screen and project, so a failure replays with FAULTS_SEED):
 *   the screen ends rendered with its data or showing an error with Retry.
 * No unhandled error or rejection reaches the page. The screens come from src/routeTree.gen.ts,
 * so a new screen is checked without touching this file; a parametrised route gets a real id
 * (`params` below). `/api/me` is left alone: without it there is no signed-in shell to test
 * (session.spec.ts covers that case). Mutations under a failing call: faults-mutations.spec.ts.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { createMessage } from './fixtures/test-control';
import { adminTest as test, watchErrors } from './fixtures/faults';
import { seededRandom } from './fixtures/seeded-random';
import { routeTreeScreens } from './fixtures/screens';

/** Real ids for the parametrised routes; `$` (the not-found catch-all) has no data to fail. */
const params: Record<string, (request: Parameters<typeof createMessage>[0]) => Promise<string>> = {
  '/activity/$messageId': async (request) => `/activity/${await createMessage(request, 'admin', 'Faults: a linked message')}`,
};

/**
 * Screens whose content comes from the signed-in user (/api/me, left alone here) and so has
 * nothing to wait for: they show at once instead of loading. /profile and /account render the
 * user's hub; /contacts lists the contacts that arrive with the user (docs/architecture.md,
 * "Loaders": it has no loader for that reason) — found by this spec's loading check. /billing opens
 * on the account selector, whose accounts are the user's; an account's billing loads once chosen.
 */
const rendersFromUser = new Set(['/profile', '/account', '/contacts', '/billing']);

type Mode = { kind: 'off' } | { kind: 'unreachable' } | { kind: 'failing'; share: number; random: () => number } | { kind: 'slow' };

/** Every API call of the page but /api/me goes through `mode`. */
async function controlApi(page: Page, mode: { current: Mode }) {
  await page.route('**/portalApi/api/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    const m = mode.current;
    if (m.kind === 'off' || path === '/portalApi/api/me') return route.fallback();
    if (m.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return route.fallback();
    }
    if (m.kind === 'unreachable') return route.abort('connectionrefused');
    if (m.random() < m.share) return route.fulfill({ status: 500, headers: { 'X-PORTAL-ERROR': 'Injected failure' }, body: '' });
    return route.fallback();
  });
}

const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, Number(process.env['FAULTS_SEED'] ?? 18));

/**
 * What shows while a screen waits: a spinner, a busy region or a loading status (a skeleton that
 * stands for loading content is a status named "Loading": Chakra's Skeleton has no class of its own).
 */
const loading = (page: Page) => page.getByRole('main').locator('[aria-busy="true"], .chakra-spinner, [role="status"][aria-label]').first();

/**
 * The screen is up and nothing waits any more (no busy region, no spinner left spinning). The main
 * region is found by its element, not its role: on a deep link the detail dialog is modal, and
 * while it is open the page behind it is hidden from the accessibility tree (it opened before the
 * check on a fast run, and the role query found no main).
 */
async function settled(page: Page) {
  // Generous: with 2 s on every call a deep link's detail (open, mark read, refresh) chains several.
  // First: index.html's splash is a main element too, busy until the portal replaces it.
  await expect(page.locator('[aria-busy="true"], main .chakra-spinner')).toHaveCount(0, { timeout: 40_000 });
  const main = page.locator('main');
  await expect(main).toBeVisible();
  await expect(main).not.toBeEmpty();
}

/** Retry until the screen has its data (the API is back). */
async function retryUntilClean(page: Page) {
  const retry = page.getByRole('button', { name: 'Retry' });
  for (let i = 0; i < 6 && (await retry.count()) > 0; i++) {
    // The screen may get its data by itself between the count and the click (a query's own retry,
    // or the realtime socket's reconnect refreshing it): the button is gone then, which is no failure.
    await retry
      .first()
      .click()
      .catch(async (error: unknown) => {
        if ((await retry.count()) > 0) throw error;
      });
    await settled(page);
  }
  await expect(retry).toHaveCount(0);
}

test.describe.configure({ timeout: 120_000 });

for (const route of routeTreeScreens(Object.keys(params))) {
  test(`${route}: loading under 2 s latency; error with Retry when unreachable, failing, 20 % failing`, async ({ page, request }, info) => {
    const errors = watchErrors(page);
    const path = params[route] ? await params[route](request) : route;
    const mode: { current: Mode } = { current: { kind: 'slow' } };
    await controlApi(page, mode);

    await test.step('2 s latency: loading, then the screen', async () => {
      await page.goto(path);
      // Loading lasts from the first render until 2 s after the screen's calls start: on a busy
      // machine the app's start alone can take seconds, hence the generous wait.
      if (!rendersFromUser.has(route)) await expect(loading(page)).toBeVisible({ timeout: 15_000 });
      await settled(page);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });

    for (const kind of ['unreachable', 'failing'] as const) {
      await test.step(`API ${kind}: an error with Retry, then the screen once it is back`, async () => {
        mode.current = kind === 'unreachable' ? { kind } : { kind, share: 1, random: () => 0 };
        await page.goto(path);
        await settled(page);
        // A screen whose own data failed shows Retry; one whose data did not (only the shell's
        // side calls failed, which show nothing) shows itself, with no error on it.
        if ((await page.getByRole('button', { name: 'Retry' }).count()) === 0) {
          await expect(page.getByText('Injected failure')).toHaveCount(0);
        }
        mode.current = { kind: 'off' };
        await retryUntilClean(page);
      });
    }

    const seed = seedOf(`${route} ${info.project.name}`);
    await test.step(`20 % of calls failing (seed ${seed}): the data or an error with Retry`, async () => {
      mode.current = { kind: 'failing', share: 0.2, random: seededRandom(seed) };
      await page.goto(path);
      await settled(page);
      mode.current = { kind: 'off' };
      await retryUntilClean(page);
    });

    if (route === '/activity/$messageId') await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
