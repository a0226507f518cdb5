/**
 * Integrations (issue 16; billing-account §2, §4): create an email link with the code from the
 * outbox, authorise an OAuth-style link on the consent page, switch modes and edit rules, back
 * fill, import contacts, transfer one activity and watch the counts move. Every test makes its
 * own link (a unique address per project and run); seeded links are only read.
 */
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { awaitOutbox, createMessage, outboxMessages } from './fixtures/test-control';

const unique = (info: TestInfo, label: string) => `${label}-${info.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const snack = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const card = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

async function openMenu(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu;
}

/** New Service Link → Email, with the 5-digit code read from the outbox. Returns the card's title. */
async function createEmailLink(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await page.getByRole('button', { name: 'New Service Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Service Link' });
  await dialog.getByLabel('Service').selectOption({ label: 'Email' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const sent = await awaitOutbox(request, email, 'link-verification-code');
  const code = /\b(\d{5})\b/.exec(sent.body ?? '')![1]!;
  await expect(dialog.getByText('A 5-digit code was sent. Enter it below.')).toBeVisible();
  // A wrong code is refused on the spot.
  await dialog.getByLabel('Verification code').fill(code === '00000' ? '11111' : '00000');
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(dialog.getByText('The code must equal the 5-digit code we sent.')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(dialog).toHaveCount(0);
  const title = `Email (${email})`;
  await expect(card(page, title).getByTestId('link-status')).toHaveText('This link is up.');
  await expect(card(page, title).getByTestId('link-mode')).toHaveText('Manual Transfers');
  return title;
}

test.describe('Integrations', () => {
  test('the list shows each link’s status line, mode and counts, and passes axe', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    const clio = card(page, 'Clio');
    await expect(clio.getByTestId('link-status')).toHaveText('ATTENTION: Clio authorization expires soon. Reconnect to keep transfers running.');
    await expect(clio.getByTestId('link-mode')).toHaveText('Customer transfer rules');
    await expect(card(page, 'Clio Grow').getByTestId('link-mode')).toHaveText('Automatic transfers (all)');
    await expect(card(page, 'Email (intake@harborlaw.example)').getByTestId('link-status')).toHaveText('This link is up.');
    await expect(page.getByTestId('link-status').filter({ hasText: 'ATTENTION: This link has not received authorization.' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('create an email link with its code, switch modes, edit rules, back fill, delete', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const email = `${unique(info, 'link')}@e2e.example`;
    const title = await createEmailLink(page, request, email);

    // Manual → automatic (all).
    await (await openMenu(page, title)).getByRole('menuitem', { name: 'Enable Automatic Transfers' }).click();
    await page.getByRole('alertdialog', { name: 'Automatic Transfers' }).getByRole('button', { name: 'Enable Automatic Transfers' }).click();
    await expect(card(page, title).getByTestId('link-mode')).toHaveText('Automatic transfers (all)');

    // A custom rule replaces automatic (all).
    await (await openMenu(page, title)).getByRole('menuitem', { name: 'Modify Rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Modify Transfer Rules' });
    await expect(rules.getByRole('button', { name: 'Save' })).toBeDisabled();
    await rules.getByLabel('Rule type').selectOption({ label: 'Account' });
    await rules.getByRole('checkbox', { name: 'Harbor Law – Eastside', exact: true }).check();
    await rules.getByLabel('Option').selectOption({ label: 'Deny' });
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(rules.getByText('Harbor Law – Eastside', { exact: true })).toBeVisible();
    // An account already used is not offered again; Profiles are offered to a GLOBALADMIN.
    await expect(rules.getByRole('checkbox', { name: 'Harbor Law – Eastside', exact: true })).toHaveCount(0);
    await expect(rules.getByLabel('Rule type').locator('option', { hasText: 'Profiles' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await rules.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(card(page, title).getByTestId('link-mode')).toHaveText('Customer transfer rules');

    // Enabling now leads to the rule editor first.
    let menu = await openMenu(page, title);
    await expect(menu.getByRole('menuitem', { name: 'Modify Rules (1)' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Enable Automatic Transfers' }).click();
    const automatic = page.getByRole('alertdialog', { name: 'Automatic Transfers' });
    await expect(automatic.getByText('Remove them in the rule editor before enabling automatic transfers.', { exact: false })).toBeVisible();
    await automatic.getByRole('button', { name: 'Open rule editor' }).click();
    await rules.getByRole('button', { name: 'Remove rule Harbor Law – Eastside' }).click();
    await expect(rules.getByText('No rules yet.')).toBeVisible();
    await rules.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(card(page, title).getByTestId('link-mode')).toHaveText('Manual Transfers');

    // Back fill: the notice shows the number queued, and the queue sends them to the address.
    // (While the link was automatic, the other project's new activity may have gone to it too.)
    await expect(card(page, title).getByTestId('count-queued')).toHaveText('0');
    const sentBefore = Number(await card(page, title).getByTestId('count-sent').textContent());
    const mailedBefore = (await outboxMessages(request, email)).filter((m) => m.purpose === 'transfer-delivery').length;
    await (await openMenu(page, title)).getByRole('menuitem', { name: 'Back Fill' }).click();
    const backfill = page.getByRole('dialog', { name: 'Back Fill' });
    await backfill.getByLabel('Days back').fill('2');
    await backfill.getByRole('button', { name: 'Back Fill' }).click();
    const notice = snack(page, /queued for transfer\.$/);
    await expect(notice).toBeVisible();
    const queued = Number(/^(\d+)/.exec((await notice.textContent()) ?? '')![1]);
    expect(queued).toBeGreaterThan(0);
    await expect(card(page, title).getByTestId('count-sent')).toHaveText(String(sentBefore + queued), { timeout: 30_000 });
    await expect(card(page, title).getByTestId('count-queued')).toHaveText('0');
    await expect.poll(async () => (await outboxMessages(request, email)).filter((m) => m.purpose === 'transfer-delivery').length).toBe(mailedBefore + queued);

    // Delete, with confirmation.
    menu = await openMenu(page, title);
    await menu.getByRole('menuitem', { name: 'Delete Link' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Link' }).getByRole('button', { name: 'Delete Link' }).click();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('transfer one activity from its detail and see the counts move', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const email = `${unique(info, 'transfer')}@e2e.example`;
    const title = await createEmailLink(page, request, email);
    const mark = unique(info, 'xfer');
    await createMessage(request, 'admin', `Transfer me ${mark}`);

    await page.goto('/activity');
    await page.getByLabel('Search activity').fill(mark);
    await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
    const detail = page.getByRole('dialog', { name: 'Test Caller' });
    await detail.getByRole('button', { name: 'Transfer to' }).click();
    await page.getByRole('menuitem', { name: `Transfer to ${title}` }).click();
    await expect(snack(page, 'The activity was successfully queued for transfer.')).toBeVisible();

    await expect.poll(async () => (await outboxMessages(request, email)).filter((m) => m.purpose === 'transfer-delivery').length).toBe(1);
    const [delivered] = (await outboxMessages(request, email)).filter((m) => m.purpose === 'transfer-delivery');
    expect(delivered!.body).toContain(mark);
    await page.goto('/integrations');
    await expect(card(page, title).getByTestId('count-sent')).toHaveText('1');
    await expect(card(page, title).getByTestId('count-queued')).toHaveText('0');
  });

  test('authorise an OAuth-style link on its consent page', async ({ page }, info) => {
    // One service per project: the two run at once on the same user.
    const service = info.project.name === 'phone' ? 'Lawmatics' : 'Salesforce';
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    await page.getByRole('button', { name: 'New Service Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Service Link' });
    await dialog.getByLabel('Service').selectOption({ label: service });
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const authorize = page.getByRole('dialog', { name: 'Authorize Link' });
    await authorize.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Authorize ${service}` })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(snack(page, 'Link authorized')).toBeVisible();
    const links = page.getByRole('listitem', { name: service, exact: true });
    await expect(links.getByTestId('link-status').filter({ hasText: 'This link is up.' }).first()).toBeVisible();
    // Tidy up every link of this service (earlier runs' too).
    while ((await links.count()) > 0) {
      // Counted before the modal confirmation hides the list from the accessibility tree.
      const count = await links.count();
      await links.first().getByRole('button', { name: `Actions for ${service}` }).click();
      await page.getByRole('menuitem', { name: 'Delete Link' }).click();
      await page.getByRole('alertdialog', { name: 'Delete Link' }).getByRole('button', { name: 'Delete Link' }).click();
      await expect(links).toHaveCount(count - 1);
    }
  });

  test('import contacts from the Clio link', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const menu = await openMenu(page, 'Clio');
    await menu.getByRole('menuitem', { name: 'Import contacts' }).click();
    await expect(snack(page, 'Imported contacts successfully')).toBeVisible();
    // Only Clio links offer it.
    await page.keyboard.press('Escape');
    const other = await openMenu(page, 'Email (intake@harborlaw.example)');
    await expect(other.getByRole('menuitem', { name: 'Import contacts' })).toHaveCount(0);
  });

  test('a user without Integrations sees the access notice', async ({ page }) => {
    await loginAs(page, 'user', { path: '/integrations' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
  });
});
