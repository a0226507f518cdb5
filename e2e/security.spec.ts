/**
 * What a browser sees of the security review's fixes (issue 20): the server holds a two-factor
 * session at its gate while the SPA shows the two-factor screen (and does not log out); a
 * cross-site form post to /login creates no session; the demo hint stays for the demo.
 */
import { expect, test } from '@playwright/test';
import { currentSessionKey, skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { demoPassword, demoUser } from './fixtures/users';

test('a two-factor user sees the two-factor screen, and the API refuses everything else', async ({ page }) => {
  await skipStayLoggedInPrompt(page);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, demoUser('twoFactor').username);
  await waitForHandoff(page);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const key = await currentSessionKey(page);
  const headers = { Authorization: `Bearer ${key}` };
  const messages = await page.request.get('/portalApi/api/messages', { headers });
  expect(messages.status()).toBe(403);
  expect(messages.headers()['x-portal-error']).toContain('Two-factor verification is required');
  const me = await page.request.get('/portalApi/api/me', { headers });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { userAccountRoles: unknown[] }).userAccountRoles).toEqual([]);
  // Still on the gate (a 403 is not a logout), and the user can leave from there.
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
});

test('a user with a temporary password sees the password screen; the API waits for the change', async ({ page }) => {
  await skipStayLoggedInPrompt(page);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, demoUser('temporaryPassword').username);
  await waitForHandoff(page);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  const key = await currentSessionKey(page);
  const messages = await page.request.get('/portalApi/api/messages', { headers: { Authorization: `Bearer ${key}` } });
  expect(messages.status()).toBe(403);
  expect(messages.headers()['x-portal-error']).toContain('temporary password');
});

test('a cross-site form post to /login is refused and signs nobody in', async ({ page, baseURL }) => {
  const evil = 'http://evil.example';
  await page.route(`${evil}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${baseURL}/login">
        <input name="username" value="${demoUser('user').username}"><input name="password" value="${demoPassword}">
        <button>Go</button></form>`,
    }),
  );
  await page.goto(`${evil}/`);
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().startsWith(`${baseURL}/login`) && res.request().method() === 'POST'),
    page.getByRole('button', { name: 'Go' }).click(),
  ]);
  expect(response.status()).toBe(403);
  expect(response.headers()['location']).toBeUndefined();
  await expect(page.getByText(/another site/)).toBeVisible();
});

test('the demo keeps its hint on the login page (production drops it: README, Security)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo logins' })).toBeVisible();
});
