/**
 * Issue 11, what a phone user meets first: "Stay Logged In?" is the last step of the login (never
 * a dialog over the portal), the dashboard's 'Refer and Save' is reachable on a phone, and the
 * mobile layout applies at or below the medium breakpoint (768px, core §2), the top bar's menu
 * and drawer answer their first click however soon it comes, and the page shows its splash before
 * the bundle has run.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, userMenuButton, waitForHandoff, submitLoginForm } from './fixtures/auth';
import { holdBack } from './fixtures/hold-back';
import { demoUser, displayName } from './fixtures/users';

test('"Stay Logged In?" is asked before the portal shows, and the portal follows the answer', async ({ page }, info) => {
  const user = demoUser('globalAdmin');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, user.username);
  await waitForHandoff(page);
  await expect(page.getByRole('heading', { name: 'Stay Logged In?' })).toBeVisible();
  // Nothing of the portal is there to be used, or lost, while the question is open.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On a phone the three answers stack at full width, the main one last; on a desktop they share a row.
  const choices = ['Never For This Device', 'Not This Time', 'Save Password'].map((name) => page.getByRole('button', { name }));
  const boxes = await Promise.all(choices.map(async (choice) => (await choice.boundingBox())!));
  if (info.project.name === 'phone') {
    expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
  } else {
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  }
  // Inside the card: in a row the three once overflowed it, the first one's text past its left edge.
  const heading = (await page.getByRole('heading', { name: 'Stay Logged In?' }).boundingBox())!;
  for (const box of boxes) expect(box.x).toBeGreaterThanOrEqual(heading.x - 1);
  // A reload before answering asks again (it used to skip the question for this login).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Stay Logged In?' })).toBeVisible();
  await page.getByRole('button', { name: 'Not This Time' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName(user) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay Logged In?' })).toHaveCount(0);
  // Once answered, a reload goes straight to the portal.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName(user) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay Logged In?' })).toHaveCount(0);
});

test('the splash is painted from index.html while the bundle is still on its way, then the portal replaces it', async ({ page }) => {
  await loginAs(page, 'globalAdmin');
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  // Not until 'load': that waits for the entry held back here.
  await page.reload({ waitUntil: 'commit' });
  // No script of the portal has run: this is index.html's own markup, with its stylesheet.
  const splash = page.getByRole('status').filter({ hasText: 'Getting your account ready…' });
  await expect(splash).toBeVisible();
  // (Emotion's <style> elements come with React's first render.)
  expect(await page.locator('style[data-emotion]').count()).toBe(0);
  // The stylesheet may still be arriving when the text is laid out: poll until its rule applies.
  await expect.poll(() => splash.evaluate((element) => getComputedStyle(element.closest('main')!).minHeight)).not.toBe('0px');
  release();
  await expect(userMenuButton(page, displayName(demoUser('globalAdmin')))).toBeVisible();
  await expect(splash).toHaveCount(0);
});

test('the splash paints from its inline rules while the stylesheet is on its way, and the portal waits for the stylesheet', async ({ page }) => {
  await loginAs(page, 'globalAdmin');
  // Whether the stylesheet was in when React first touched the root (recorded from the page's start).
  await page.addInitScript(() => {
    const record = (window as unknown as { rootTouched?: { sheetLoaded: boolean } });
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root) return;
      observer.disconnect();
      new MutationObserver((__, rootObserver) => {
        rootObserver.disconnect();
        const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
        record.rootTouched = { sheetLoaded: Boolean(link?.sheet) };
      }).observe(root, { childList: true, subtree: true, attributes: true });
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdBack(page, /\/assets\/index-[^/]+\.css$/);
  const entryIn = page.waitForEvent('requestfinished', (request) => /\/assets\/index-[^/]+\.js$/.test(request.url()));
  await page.reload({ waitUntil: 'commit' });
  const splash = page.getByRole('status').filter({ hasText: 'Getting your account ready…' });
  await expect(splash).toBeVisible();
  // Laid out by index.html's own <style>: the stylesheet is still held back.
  expect(await splash.evaluate((element) => getComputedStyle(element.closest('main')!).minHeight)).not.toBe('0px');
  await entryIn;
  await expect(splash).toBeVisible();
  release();
  await expect(userMenuButton(page, displayName(demoUser('globalAdmin')))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rootTouched?: { sheetLoaded: boolean } }).rootTouched)).toEqual({ sheetLoaded: true });
});

test('the dashboard offers "Refer and Save" on every screen size', async ({ page }, testInfo) => {
  await loginAs(page, 'globalAdmin');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Refer and Save' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Refer and Save' })).toBeVisible();
  }
});

test('the mobile layout applies at the medium breakpoint itself, the desktop layout above it', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await loginAs(page, 'globalAdmin');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: 769, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('the account pages open with their own link in sight (the list scrolled to it on a phone), under Account in the side menu', async ({ page }, info) => {
  await loginAs(page, 'globalAdmin');
  const sideAccount = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true });
  const accountPages = page.getByRole('navigation', { name: 'Account pages' });
  // The last links of the list: past the edge of a phone's screen until the list scrolls to them.
  // Opened by address: a click would have scrolled the list to the link itself.
  for (const [path, name] of [['/billing', 'Billing'], ['/reports', 'Insights'], ['/integrations', 'Integrations']] as const) {
    await page.goto(path);
    const current = accountPages.locator('[aria-current="page"]');
    await expect(current).toHaveText(name);
    // Whole but for the pixel of its underline that overlaps the list's own border.
    await expect(current).toBeInViewport({ ratio: 0.9 });
    // The side menu (beside the page on a wide screen) shows where the page belongs: Account.
    if (info.project.name === 'desktop') await expect(sideAccount).toHaveAttribute('aria-current', 'true');
  }
  // The page itself does not move: only the list scrolls.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('the top bar answers its first click, even before the widget behind it has loaded', () => {
  /**
   * Reloads the signed-in page with every script but the first load's (the entry, the dashboard's
   * chunk, the runtime) held back until `release()`: the widgets' code cannot arrive before the
   * click, so a stand-in that were a dead, disabled button would lose it.
   */
  async function reloadWithWidgetsHeldBack(page: Page): Promise<() => void> {
    const release = await holdBack(page, /\/assets\/(?!index-|dashboard-|rolldown-runtime-)[^/]+\.js$/);
    await page.reload();
    return release;
  }

  test('the user menu opens on its first click, takes the focus and gives it back', async ({ page }) => {
    await loginAs(page, 'user');
    const release = await reloadWithWidgetsHeldBack(page);
    const button = userMenuButton(page, displayName(demoUser('user')));
    await expect(button).toBeVisible();
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await button.click();
    release();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the phone drawer opens on its first tap and gives the focus back when closed', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the drawer is the phone layout's navigation");
    await loginAs(page, 'user');
    const release = await reloadWithWidgetsHeldBack(page);
    const button = page.getByRole('banner').getByRole('button', { name: 'Open menu', exact: true });
    await expect(button).toBeVisible();
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await button.click();
    release();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
});
