/**
 * Request Assist (core §2 Other dialogs, §4, §5 Assist request) and the contact-link menu's Call
 * and Send Text (core §2, §5 Contact-link matching).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { createMessage } from './fixtures/test-control';

async function openAssist(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Request Assist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request Assist' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('requests assist from the top bar and finds the task in the activity', async ({ page }, info) => {
  const mark = `assist${info.project.name}${Date.now().toString(36)}`;
  await loginAs(page, 'locationAdmin');
  const dialog = await openAssist(page);
  await expect(dialog.getByText('Monday through Friday, 5 AM to 6 PM PT')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Request' }).fill(`Please call the client back ${mark}`);
  await expect(dialog.getByRole('combobox', { name: 'Location' })).not.toHaveValue('');
  await expect(submit).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await submit.click();
  await expect(dialog).toBeHidden();

  await page.goto('/activity');
  await page.getByLabel('Search activity').fill(mark);
  await expect(page.getByRole('listitem').filter({ hasText: mark }).first()).toBeVisible();
});

test('a request about an activity item needs the permission checkbox', async ({ page, request }, info) => {
  const mark = `ref${info.project.name}${Date.now().toString(36)}`;
  await createMessage(request, 'locadmin', `Assist me ${mark}`);
  await loginAs(page, 'locationAdmin', { path: '/activity' });
  await page.getByLabel('Search activity').fill(mark);
  await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
  await page.getByRole('dialog', { name: 'Test Caller' }).getByRole('button', { name: 'Request Assist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Assist' });
  await dialog.getByRole('textbox', { name: 'Request' }).fill(`Handle this one ${mark}`);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByText('I give the receptionists permission to act on this activity item.').click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
});

test('the contact-link menu calls the number and texts it', async ({ page, request }, info) => {
  const mark = `link${info.project.name}${Date.now().toString(36)}`;
  await createMessage(request, 'usersms', `Call back ${mark}`);
  await loginAs(page, 'userSms', { path: '/activity' });
  await page.getByLabel('Search activity').fill(mark);
  await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
  const detail = page.getByRole('dialog', { name: 'Test Caller' });
  await detail.getByRole('button', { name: 'Options for 555-555-0100' }).click();
  await page.getByRole('menuitem', { name: 'Send Text' }).click();
  const sendText = page.getByRole('dialog', { name: 'Send Text' });
  await expect(sendText.getByRole('textbox', { name: 'To' })).toHaveValue('555-555-0100');
  await sendText.getByRole('button', { name: 'Cancel' }).click();
  await expect(sendText).toBeHidden();

  await detail.getByRole('button', { name: 'Options for 555-555-0100' }).click();
  await page.getByRole('menuitem', { name: 'Call' }).click();
  // The detail steps aside for the phone.
  await expect(detail).toBeHidden();
  const phone = page.getByRole('dialog', { name: 'Phone' });
  await expect(phone.getByRole('textbox', { name: 'Call To' })).toHaveValue('555-555-0100');
});
