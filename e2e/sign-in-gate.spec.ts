/**
 * The gate screens end to end (billing-account §2, §4): two-factor by text and email with the code
 * read from the outbox (a wrong and an expired code first), and the temporary-password change
 * through the emailed link (an expired link first). Throwaway users, so the demo users stay as seeded.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { awaitOutbox, createUser, expireChangeKey, expireTwoFactorCode, outboxMessages } from './fixtures/test-control';

const password = 'Start-Pass1';
const codeIn = (text: string | null) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

async function logIn(page: Page, username: string, withPassword = password) {
  await skipStayLoggedInPrompt(page);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, username, withPassword);
  await waitForHandoff(page);
}

test('two-factor: a wrong and an expired code say so, a fresh code by text opens the portal', async ({ page, request }) => {
  const mobile = `+1503555${String(Date.now()).slice(-4)}`;
  const user = await createUser(request, password, mobile, { twoFactor: true });
  await logIn(page, user.username);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Email Me a Code' }).click();
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('status')).toContainText('***@example.com');
  const emailed = codeIn((await awaitOutbox(request, user.email, 'two-factor-code')).body);
  expect(emailed).toMatch(/^\d{6}$/);
  // A reload comes back to the code entry: no second code is sent (nor a send of the quota spent).
  await page.reload();
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('status')).toContainText('***@example.com');
  expect((await outboxMessages(request, user.email)).filter((m) => m.purpose === 'two-factor-code')).toHaveLength(1);

  await codeField.fill('12ab3');
  await expect(codeField).toHaveValue('123');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await codeField.fill(emailed === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not correct.');
  expect(await seriousViolations(page)).toEqual([]);

  await expireTwoFactorCode(request, user.email);
  await codeField.fill(emailed);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code has expired. Send a new code.');

  // Choose text instead; the new code ends the emailed one.
  await page.getByRole('button', { name: 'Choose text or email again' }).click();
  await page.getByRole('button', { name: 'Text Me a Code' }).click();
  await expect(codeField).toBeVisible();
  const texted = codeIn((await awaitOutbox(request, mobile, 'two-factor-code')).body);
  await codeField.fill(texted);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Test Person/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toHaveCount(0);
});

test('temporary password: an expired link says so, a fresh link sets the password and opens the portal', async ({ page, request }) => {
  const user = await createUser(request, password, undefined, { temporaryPassword: true });
  await logIn(page, user.username);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(page.getByRole('status')).toContainText('***@example.com');
  const firstLink = /https?:\/\/\S+/.exec((await awaitOutbox(request, user.email, 'change-key-link')).body ?? '')?.[0] ?? '';
  expect(firstLink).toContain('#passwordChangeKey=');

  // The link opens the set-new-password screen; an expired key is refused by the server.
  await page.goto(new URL(firstLink).pathname + new URL(firstLink).hash);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(page.url()).not.toContain('passwordChangeKey');
  expect(await seriousViolations(page)).toEqual([]);
  await expireChangeKey(request, user.email);
  const fresh = 'New-Pass22';
  const save = page.getByRole('button', { name: 'Set Password' });
  await page.getByLabel('New Password', { exact: true }).fill('new pass é');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('newpass');
  await expect(save).toBeDisabled();
  await page.getByLabel('New Password', { exact: true }).fill(fresh);
  await page.getByLabel('Repeat New Password').fill(fresh);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('alert')).toContainText('The password change link has expired or was already used.');

  // Ask again; the new link works.
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await page.getByRole('button', { name: 'Email Me a Link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const mail = await awaitOutbox(request, user.email, 'change-key-link', 2);
  const link = /https?:\/\/\S+/.exec(mail.body ?? '')?.[0] ?? '';
  expect(link).not.toBe(firstLink);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByLabel('New Password', { exact: true }).fill(fresh);
  await page.getByLabel('Repeat New Password').fill(fresh);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Test Person/ })).toBeVisible();
});

test('temporary password: a double click sends one link, and the link opened in another browser keeps its key out of the login address', async ({ page, browser, request }) => {
  const user = await createUser(request, password, undefined, { temporaryPassword: true });
  await logIn(page, user.username);
  await page.getByRole('button', { name: 'Email Me a Link' }).dblclick();
  await expect(page.getByRole('status')).toContainText('***@example.com');
  const link = /https?:\/\/\S+/.exec((await awaitOutbox(request, user.email, 'change-key-link')).body ?? '')?.[0] ?? '';
  const key = new URLSearchParams(new URL(link).hash.slice(1)).get('passwordChangeKey')!;

  // Another browser, without the session: through the login page and back to the link's screen.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const phone = await other.newPage();
    await skipStayLoggedInPrompt(phone);
    const addresses: string[] = [];
    phone.on('request', (r) => addresses.push(r.url()));
    await phone.goto(new URL(link).pathname + new URL(link).hash);
    await phone.waitForURL((url) => url.pathname === '/login');
    await submitLoginForm(phone, user.username, password);
    await waitForHandoff(phone);
    await expect(phone.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(addresses.filter((a) => a.includes(key))).toEqual([]);
    const fresh = 'New-Pass33';
    await phone.getByLabel('New Password', { exact: true }).fill(fresh);
    await phone.getByLabel('Repeat New Password').fill(fresh);
    await phone.getByRole('button', { name: 'Set Password' }).dblclick();
    await expect(phone.getByRole('banner').getByRole('button', { name: /Test Person/ })).toBeVisible();
    await expect(phone.getByRole('alert')).toHaveCount(0);
  } finally {
    await other.close();
  }
  expect((await outboxMessages(request, user.email)).filter((m) => m.purpose === 'change-key-link')).toHaveLength(1);
});
