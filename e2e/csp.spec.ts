/**
 * The SPA under its CSP without 'unsafe-inline' styles (issue 18, "Headers"): index.html carries
 * a per-response nonce, emotion's cache puts it on every <style> Chakra inserts, and nothing else
 * needs an inline style. On every screen of src/routeTree.gen.ts and through the pieces that
 * insert styles late (dialogs, menus, toasts, the charts of /reports, the phone panel) the page
 * reports no CSP violation (the `securitypolicyviolation` event, or Chromium's console line), and
 * the styles really apply (every <style> carries the page's nonce; the body has Chakra's font).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { routeTreeScreens } from './fixtures/screens';
import { openMenu } from './fixtures/menus';

/** Every CSP violation of the page, from any document it loads. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { reportCspViolation: (line: string) => Promise<void> }).reportCspViolation;
        void report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The page's styles are the nonce's: all of them carry it, the attribute is hidden, and they apply. */
async function expectNonceStyles(page: Page) {
  const seen = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const styles = [...document.querySelectorAll('style')];
    return {
      nonce: meta?.nonce ?? '',
      attribute: meta?.getAttribute('nonce'),
      styles: styles.length,
      withNonce: styles.filter((s) => s.nonce !== '' && s.nonce === meta?.nonce).length,
      font: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(seen.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(seen.attribute, 'nonce hiding: the DOM shows no nonce').toBe('');
  expect(seen.styles).toBeGreaterThan(0);
  expect(seen.withNonce).toBe(seen.styles);
  // Blocked styles would leave the browser's default serif font.
  expect(seen.font).not.toMatch(/Times/);
}

/** Nothing is busy (index.html's splash included), then the portal's main landmark is there. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).toBeVisible();
}

for (const path of routeTreeScreens()) {
  test(`${path} renders with the nonce CSP and no violation`, async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    await loginAs(page, 'globalAdmin', { path: '/profile' });
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(csp).not.toContain('unsafe-inline');
    await settled(page);
    await expectNonceStyles(page);
    expect(violations).toEqual([]);
  });
}

test('dialogs, menus, toasts and selects insert their styles with the nonce', async ({ page }, info: TestInfo) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  await loginAs(page, 'user', { path: '/blocked' });

  // A menu: the user menu of the top bar.
  const menu = await openMenu(page.getByRole('button', { name: /^User menu for / }));
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeHidden();

  // A dialog and a toast: block a number of this test's own, then unblock it.
  const last4 = String((Date.now() + info.parallelIndex * 7 + (info.project.name === 'phone' ? 5000 : 0)) % 10_000).padStart(4, '0');
  await page.getByRole('button', { name: 'Block a Number' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill(`(646) 555-${last4}`);
  await dialog.getByLabel(/^Name/).fill(`CSP check ${last4}`);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blocked successfully.' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Unblock 646-555-${last4}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unblocked successfully.' })).toBeVisible({ timeout: 30_000 });

  // The status editor: a dialog full of selects, date pickers and switches.
  await page.goto('/status');
  await page.getByRole('button', { name: 'Update' }).first().click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByRole('heading', { name: 'New status' })).toBeVisible();
  await editor.getByLabel('Duration').selectOption({ label: '1 hour' });
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expectNonceStyles(page);
  expect(violations).toEqual([]);
});

test('the charts of /reports and the phone panel insert no inline style', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  await loginAs(page, 'globalAdmin', { path: '/reports' });
  await expect(page.getByRole('region', { name: 'Usage Insights' }).getByRole('img', { name: 'Usage Insights chart' })).toBeVisible();
  await settled(page);
  await expectNonceStyles(page);
  expect(violations).toEqual([]);

  await page.context().clearCookies();
  await loginAs(page, 'userOutcall');
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  const phone = page.getByRole('dialog', { name: 'Phone' });
  await expect(phone.getByRole('combobox', { name: 'Call From' })).toBeVisible();
  await expectNonceStyles(page);
  expect(violations).toEqual([]);
});
