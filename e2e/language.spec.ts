/**
 * The portal speaks the reader's English (core: language detection order navigator, querystring,
 * localStorage; fallback en): a British browser reads the en-GB texts, an American one en, and
 * `?lng=en-GB` asks for British texts in any browser. Help Center / Help Centre is a shell text
 * both screen sizes show (the top bar on a desktop, the menu drawer on a phone).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';

/** Shows the Help Center link: in the top bar on a desktop, in the menu drawer on a phone. */
async function showHelpLink(page: Page, info: TestInfo): Promise<void> {
  if (info.project.name === 'phone') await page.getByRole('banner').getByRole('button', { name: 'Open menu', exact: true }).click();
}

test.describe('a browser set to British English', () => {
  test.use({ locale: 'en-GB' });

  test('reads "Help Centre"', async ({ page }, info) => {
    await loginAs(page, 'user');
    await showHelpLink(page, info);
    await expect(page.getByRole('link', { name: /^Help Centre/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Help Center/ })).toHaveCount(0);
  });
});

test.describe('a browser set to American English', () => {
  test.use({ locale: 'en-US' });

  test('reads "Help Center"', async ({ page }, info) => {
    await loginAs(page, 'user');
    await showHelpLink(page, info);
    await expect(page.getByRole('link', { name: /^Help Center/ })).toBeVisible();
  });

  test('reads "Help Centre" with ?lng=en-GB', async ({ page }, info) => {
    await loginAs(page, 'user', { path: '/?lng=en-GB' });
    await showHelpLink(page, info);
    await expect(page.getByRole('link', { name: /^Help Centre/ })).toBeVisible();
  });
});
