/** Password reset end to end (billing-account §2, §4): login page link, email, code from the outbox, emailed password. */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { submitLoginForm, waitForHandoff } from './fixtures/auth';
import { awaitOutbox, createUser, outboxMessages } from './fixtures/test-control';

test('a forgotten password is reset with the emailed code, after a wrong code', async ({ page, request }) => {
  const user = await createUser(request, 'Start-Pass1');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Need help? Call us at');
  expect(await seriousViolations(page)).toEqual([]);

  const send = page.getByRole('button', { name: 'Send Code' });
  await expect(send).toBeDisabled();
  // A malformed address or mobile number is said beside its field, and nothing is sent.
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Mobile number (optional)').fill('abc');
  await send.click();
  await expect(page.getByText('Enter the email address of your account, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter a mobile number with digits only (spaces, dashes and a leading + are fine), or leave it empty.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Mobile number (optional)').fill('');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await expect(page.getByText('Enter the email address of your account, like name@example.com.')).toHaveCount(0);
  // A double click sends one code: the one in the outbox works.
  await send.dblclick();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await awaitOutbox(request, user.email, 'reset-code')).body ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // A reload comes back to the code step with the same address, without sending another code.
  await page.reload();
  await expect(codeField).toBeVisible();
  expect((await outboxMessages(request, user.email)).filter((m) => m.purpose === 'reset-code')).toHaveLength(1);

  // Digits only, at most six; Reset Password waits for all six.
  await codeField.fill('12ab3');
  await expect(codeField).toHaveValue('123');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not correct or has expired.');
  expect(await seriousViolations(page)).toEqual([]);

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('A new password has been emailed to you.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The emailed temporary password logs in (the old one no longer does).
  const mail = await awaitOutbox(request, user.email, 'temporary-password');
  const password = /temporary password is (\S+)/.exec(mail.body ?? '')?.[1] ?? '';
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, user.username, 'Start-Pass1');
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
  await submitLoginForm(page, user.username, password);
  await waitForHandoff(page);
});

test('an unknown email gets the same answer and the same next step', async ({ page }) => {
  await page.goto('/#reset');
  await page.getByLabel('Email', { exact: true }).fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not correct or has expired.');
});
