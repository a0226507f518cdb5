/**
 * Every screen under faults (issue 18), on desktop and phone: with its API calls unreachable or
 * answering 500 the screen shows an error with Retry (never a white page or a spinner that never
 * ends), and Retry brings the data once the API is back; with 2 s of latency it shows loading and
 * then the screen. No unhandled error or rejection reaches the page. The screens come from
 * src/routeTree.gen.ts, so a new screen is checked without touching this file. `/api/me` is
 * left alone: without it there is no signed-in shell to test (session.spec.ts covers that case).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAs } from './fixtures/auth';

function screens(): string[] {
  const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const paths = [...tree.matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1] ?? '');
  return [...new Set(paths)].filter((p) => !p.includes('$')).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)).sort();
}

type Fault = 'unreachable' | 'failing';

/** Fails the screen's API calls (not /api/me) while `state.on`. */
async function breakApi(page: Page, fault: Fault, state: { on: boolean }) {
  await page.route('**/portalApi/api/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    if (!state.on || path === '/portalApi/api/me') return route.fallback();
    if (fault === 'unreachable') return route.abort('connectionrefused');
    return route.fulfill({ status: 500, headers: { 'X-PORTAL-ERROR': 'Injected failure' }, body: '' });
  });
}

/** Collects uncaught errors and unhandled rejections of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /unhandled|uncaught/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

for (const path of screens()) {
  for (const fault of ['unreachable', 'failing'] as const) {
    test(`${path}, API ${fault}: an error with Retry, then the screen once it is back`, async ({ page }) => {
      const errors = watchErrors(page);
      await loginAs(page, 'globalAdmin', { path: '/profile' });
      const state = { on: true };
      await breakApi(page, fault, state);
      await page.goto(path);
      await settled(page);
      // A screen whose own data failed shows Retry; one whose data did not (only the shell's
      // side calls failed, which show nothing) shows itself, with no error on it.
      if (await page.getByRole('button', { name: 'Retry' }).count()) {
        state.on = false;
        while (await page.getByRole('button', { name: 'Retry' }).count()) {
          await page.getByRole('button', { name: 'Retry' }).first().click();
          await settled(page);
        }
      } else {
        await expect(page.getByText('Injected failure')).toHaveCount(0);
        await expect(page.getByRole('main')).not.toBeEmpty();
      }
      await settled(page);
      expect(errors).toEqual([]);
    });
  }

  test(`${path}, API 2 s slow: loading, then the screen`, async ({ page }) => {
    const errors = watchErrors(page);
    await loginAs(page, 'globalAdmin', { path: '/profile' });
    await page.route('**/portalApi/api/**', async (route) => {
      if (new URL(route.request().url()).pathname !== '/portalApi/api/me') await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback();
    });
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
