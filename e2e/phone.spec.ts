/** The outcall phone on the simulated line (core §2 Outcall phone popover, §4 Outbound phone). */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';

async function openPhone(page: Page) {
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  const phone = page.getByRole('dialog', { name: 'Phone' });
  await expect(phone).toBeVisible();
  return phone;
}

test.describe('Phone', () => {
  test('places a call on the simulated line, mutes, sends keypad digits and hangs up; the call shows in the activity', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    await expect(phone.getByRole('combobox', { name: 'Call From' })).toBeVisible();
    const call = phone.getByRole('button', { name: 'Call', exact: true });
    await expect(call).toBeDisabled();
    const n = `${Date.now()}`.slice(-4);
    await phone.getByRole('textbox', { name: 'Call To' }).fill(`503555${n}`);
    await expect(call).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await call.click();
    await expect(phone.getByRole('status')).toHaveText('Connected');
    const mute = phone.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    const keypad = phone.getByRole('group', { name: 'Keypad' });
    await keypad.getByRole('button', { name: '5' }).click();
    await keypad.getByRole('button', { name: '#' }).click();
    await phone.getByRole('button', { name: 'Hang Up' }).click();
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(phone.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();

    // The outcall was recorded (an OC item with the number called).
    await phone.getByRole('button', { name: 'Close the phone' }).click();
    await page.goto('/activity');
    await page.getByRole('searchbox').first().fill(`555-${n}`);
    // The search holds only the call to this number: its row (from the caller, Ethan Brooks) shows.
    await expect(page.getByText('Ethan Brooks', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });

  test('shows a Phone Error notice when the line fails and is ready to call again', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    await phone.getByRole('textbox', { name: 'Call To' }).fill('500-555-0009');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    const notice = phone.getByRole('alert');
    await expect(notice).toContainText('Phone Error');
    await expect(notice).toContainText('Connection error');
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(phone.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();
  });
});
