/** Company (billing-account §2 Company page, §3 Account): information, directory, GLOBALADMIN edits. */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';

test('a user sees the company and its directory, without editing', async ({ page }, project) => {
  await loginAs(page, 'user', { path: '/company' });
  const info = page.getByRole('region', { name: 'Company information' });
  await expect(info.getByText('Harbor Law – Downtown', { exact: true })).toBeVisible();
  await expect(info.getByText('100483')).toBeVisible();
  await expect(info.getByRole('link', { name: 'https://www.harborlaw.example/downtown' })).toBeVisible();
  await expect(info.getByRole('button', { name: 'Edit Company' })).toHaveCount(0);
  // Roles by name, not by key; a table on a wide screen, a list on a phone.
  if (project.project.name === 'phone') {
    const user = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: 'Daniel Cho' });
    await expect(user).toContainText('daniel.cho@harborlaw.example');
    await expect(user).toContainText('User');
  } else {
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row', { name: /Daniel Cho/ })).toBeVisible();
    await expect(users.getByRole('row', { name: /Olivia Bennett/ })).toContainText('Global admin');
  }
  await expect(page.getByRole('table', { name: 'Phone numbers' })).toContainText('Active');
  await expect(page.getByRole('main')).not.toContainText('GLOBALADMIN');
  await expect(page.getByRole('table', { name: 'Phone numbers' }).getByRole('row')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the company information reads as label and value side by side on a wide screen, stacked on a phone', async ({ page }, info) => {
  await loginAs(page, 'user', { path: '/company' });
  const card = page.getByRole('region', { name: 'Company information' });
  const label = await card.getByText('Account number', { exact: true }).boundingBox();
  const value = await card.getByText('100483', { exact: true }).boundingBox();
  if (!label || !value) throw new Error('the account number is not laid out');
  if (info.project.name === 'phone') {
    // Below the label, from the same left edge.
    expect(value.y).toBeGreaterThanOrEqual(label.y + label.height);
    expect(Math.abs(value.x - label.x)).toBeLessThan(2);
  } else {
    // Beside the label, on its line (it was a column, centred, on every width).
    expect(value.x).toBeGreaterThanOrEqual(label.x + label.width);
    expect(Math.abs(value.y - label.y)).toBeLessThan(4);
  }
});

test('the GLOBALADMIN edits the company information', async ({ page }, info) => {
  await loginAs(page, 'globalAdmin', { path: '/company' });
  await page.getByLabel('Account', { exact: true }).selectOption({ label: info.project.name === 'phone' ? 'Harbor Law Group' : 'Harbor Law – Eastside' });
  const card = page.getByRole('region', { name: 'Company information' });
  await card.getByRole('button', { name: 'Edit Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Company' });
  const description = `Edited ${info.project.name} ${Date.now()}`;
  await dialog.getByLabel('Website').fill('not a site');
  await expect(dialog.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Website').fill('https://www.harborlaw.example/edited');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company information updated.' })).toBeVisible();
  await page.reload();
  await page.getByLabel('Account', { exact: true }).selectOption({ label: info.project.name === 'phone' ? 'Harbor Law Group' : 'Harbor Law – Eastside' });
  await expect(page.getByRole('region', { name: 'Company information' }).getByText(description)).toBeVisible();
});
