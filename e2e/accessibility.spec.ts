/**
 * axe checks (issue 11): no serious or critical WCAG 2.2 AA violations on the login page and on
 * every screen of the route tree, on desktop and phone (the two Playwright projects). The screens
 * come from src/routeTree.gen.ts, so a screen added later is checked without touching this file;
 * paths with parameters ($messageId, the splat) are covered where a spec opens them.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { routeTreeScreens } from './fixtures/screens';

/**
 * The screen has painted what it loads: nothing is busy, and the main landmark is there. In that
 * order: index.html's splash is a main landmark too, busy until the portal replaces it.
 */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('main')).toBeVisible();
}

test('the route tree lists the screens this spec checks', () => {
  expect(routeTreeScreens()).toEqual(expect.arrayContaining(['/', '/activity', '/status', '/contacts', '/chat-activity']));
});

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of routeTreeScreens()) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
