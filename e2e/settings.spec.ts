/**
 * Settings (billing-account §2 Settings page, §4 Call forwarding / VIP forwarding number, §8):
 * each project changes its own phone number and account, so desktop and phone run side by side.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { routeRealtime } from './fixtures/realtime-route';

const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('forward a number, change where it goes, and turn it off with confirmation', async ({ page }, info) => {
  await loginAs(page, 'user', { path: '/settings' });
  const forwarding = page.getByRole('region', { name: 'Call forwarding' });
  // child1 has three active numbers; the second is seeded as forwarded. Desktop takes the first, phone the third.
  const switches = forwarding.getByRole('switch', { name: /^Forward calls to/ });
  await expect(switches).toHaveCount(3);
  await expect(switches.nth(1)).toBeChecked();
  const index = info.project.name === 'phone' ? 2 : 0;
  const toggle = switches.nth(index);
  const flip = () => toggle.click();
  await expect(toggle).not.toBeChecked();
  const target = forwarding.getByRole('textbox', { name: /^Forward .* to$/ }).nth(index);

  await target.fill('503555');
  await flip();
  await expect(forwarding.getByText('Enter a US number of 10 digits.')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  await target.fill(info.project.name === 'phone' ? '5035550922' : '5035550911');
  await flip();
  await expect(snack(page, 'Enabled call forwarding')).toBeVisible();
  await expect(toggle).toBeChecked();

  await target.fill('9715550123');
  await forwarding.getByRole('listitem').nth(index).getByRole('button', { name: /^Save forwarding of/ }).click();
  await expect(snack(page, 'Updated call forwarding')).toBeVisible();

  await page.reload();
  await expect(switches.nth(index)).toBeChecked();
  await expect(target).toHaveValue('971-555-0123');

  await flip();
  const confirm = page.getByRole('alertdialog', { name: 'Turn off call forwarding?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(switches.nth(index)).toBeChecked();
  // A number typed but not saved is not stored by turning forwarding off.
  await target.fill('9715550199');
  await flip();
  await confirm.getByRole('button', { name: 'Turn Off' }).click();
  await expect(snack(page, 'Disabled call forwarding')).toBeVisible();
  await expect(switches.nth(index)).not.toBeChecked();
  await page.reload();
  await expect(target).toHaveValue('971-555-0123');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an account without the forwarding feature shows the message to call or email', async ({ page }) => {
  await loginAs(page, 'userOutcall', { path: '/settings' });
  const forwarding = page.getByRole('region', { name: 'Call forwarding' });
  await expect(forwarding.getByText('Call forwarding is not enabled for this account. Please call or email us to turn it on.')).toBeVisible();
  await expect(forwarding.getByRole('switch')).toHaveCount(0);
  // Not a GLOBALADMIN: no VIP forwarding number.
  await expect(page.getByRole('region', { name: 'VIP forwarding number' })).toHaveCount(0);
});

test('a failed change says so and leaves the switch ready again', async ({ page }) => {
  await loginAs(page, 'user', { path: '/settings' });
  const forwarding = page.getByRole('region', { name: 'Call forwarding' });
  const toggle = forwarding.getByRole('switch', { name: /^Forward calls to/ }).nth(1);
  await expect(toggle).toBeChecked();
  await page.route('**/portalApi/api/conditionalCallForwarding', (route) =>
    route.fulfill({ status: 500, headers: { 'X-PORTAL-ERROR': 'Down' }, body: '' }),
  );
  await toggle.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn Off' }).click();
  // An error snack is an alert.
  await expect(page.getByRole('alert').filter({ hasText: 'An occured error' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
});

test('set a custom VIP forwarding number and clear it after confirming (GLOBALADMIN of the selected account)', async ({ page }, info) => {
  await loginAs(page, 'globalAdmin', { path: '/settings' });
  await page.getByLabel('Account', { exact: true }).selectOption({ label: info.project.name === 'phone' ? 'Harbor Law Group' : 'Harbor Law – Downtown' });
  const vip = page.getByRole('region', { name: 'VIP forwarding number' });
  await vip.getByLabel('Forward VIP calls to').selectOption({ label: 'Another number…' });
  const save = vip.getByRole('button', { name: 'Save' });
  await vip.getByLabel('Custom number').fill('50355509');
  await expect(save).toBeDisabled();
  const custom = info.project.name === 'phone' ? '5035550944' : '5035550933';
  await vip.getByLabel('Custom number').fill(custom);
  await save.click();
  await expect(snack(page, 'Updated VIP forwarding number')).toBeVisible();
  await expect(vip.getByTestId('vip-current')).toHaveText(`503-555-${custom.slice(-4)}`);
  // The form shows the number calls go to now, so Save has nothing to change.
  await expect(vip.getByLabel('Forward VIP calls to')).toHaveValue('custom');
  await expect(vip.getByLabel('Custom number')).toHaveValue(`503-555-${custom.slice(-4)}`);
  await expect(save).toBeDisabled();
  await vip.getByLabel('Forward VIP calls to').selectOption({ index: 0 });
  await expect(save).toBeEnabled();
  // Clear asks first; Cancel keeps the number.
  const clear = vip.getByRole('button', { name: 'Clear' });
  const confirm = page.getByRole('alertdialog', { name: 'Clear the VIP forwarding number?' });
  await clear.click();
  await expect(confirm.getByText(`Calls from your VIP Contacts will no longer be put through to 503-555-${custom.slice(-4)}.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(vip.getByTestId('vip-current')).toHaveText(`503-555-${custom.slice(-4)}`);
  await clear.click();
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(vip.getByTestId('vip-current')).toHaveText('None');
  // With none set the picker chooses nothing, so no stray Save puts a number back; Save waits for a pick.
  const picker = vip.getByLabel('Forward VIP calls to');
  await expect(picker).toHaveValue('');
  await expect(picker.getByRole('option', { name: 'Choose a number', selected: true })).toHaveCount(1);
  await expect(save).toBeDisabled();
  await expect(clear).toBeDisabled();
  await picker.selectOption({ index: 1 });
  await expect(save).toBeEnabled();
  await picker.selectOption({ label: 'Choose a number' });
  await expect(save).toBeDisabled();
  await page.reload();
  await page.getByLabel('Account', { exact: true }).selectOption({ label: info.project.name === 'phone' ? 'Harbor Law Group' : 'Harbor Law – Downtown' });
  await expect(page.getByRole('region', { name: 'VIP forwarding number' }).getByTestId('vip-current')).toHaveText('None');
});

test('loading error offers Retry', async ({ page }) => {
  // Other tests change this account meanwhile, and each change rightly refetches the account: one
  // that came after the route stopped failing filled the screen before Retry was pressed (CI, once).
  await routeRealtime(page, { holdUpdates: true });
  let fail = true;
  await page.route('**/portalApi/api/accounts/*', (route) =>
    fail ? route.fulfill({ status: 500, headers: { 'X-PORTAL-ERROR': 'Account service down' }, body: '' }) : route.fallback(),
  );
  await loginAs(page, 'user', { path: '/settings' });
  await expect(page.getByText('Account service down')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Call forwarding' })).toBeVisible();
});
