/**
 * Integrations (issue 16; billing-account §2, §4): create an email link with the code from the
 * outbox (a new code after Resend code's wait, a corrected address after Change address),
 * authorise an OAuth-style link on the consent page, switch modes and edit rules, back
 * fill, import contacts, transfer one activity and watch the counts move. Every test makes its
 * own link (a unique address per project and run); seeded links are only read.
 */
import { expect, test } from '@playwright/test';
import { loginAs, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { demoUser } from './fixtures/users';
import { seriousViolations } from './fixtures/axe';
import { card, createEmailLink, createExternalLink, deleteServiceLinks, openCardMenu, serviceCards, serviceTitle, snack, unique } from './fixtures/integrations';
import { awaitOutbox, createMessage, outboxMessages } from './fixtures/test-control';
import { openMenu } from './fixtures/menus';

test.describe('Integrations', () => {
  test('the list shows each link’s status line, mode and counts, and passes axe', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    const clio = card(page, 'Clio');
    await expect(clio.getByTestId('link-status')).toHaveText('ATTENTION: Clio authorization expires soon. Reconnect to keep transfers running.');
    await expect(clio.getByTestId('link-mode')).toHaveText('Customer transfer rules');
    // The seeded link (first by id): integrations-links.spec adds Clio Grow links of its own meanwhile.
    await expect(serviceCards(page, 'Clio Grow').first().getByTestId('link-mode')).toHaveText('Automatic transfers (all)');
    await expect(card(page, 'Email (intake@harborlaw.example)').getByTestId('link-status')).toHaveText('This link is up.');
    await expect(page.getByTestId('link-status').filter({ hasText: 'ATTENTION: This link has not received authorization.' }).first()).toBeVisible();
    // The two seeded Zapier links have no address to tell them apart: they are numbered by age.
    await expect(card(page, 'Zapier #1').getByTestId('link-status')).toHaveText('ATTENTION: This link has not received authorization.');
    await expect(card(page, 'Zapier #2').getByTestId('link-status')).toHaveText('This link is up.');
    await expect(card(page, 'Zapier #2').getByRole('button', { name: 'Actions for Zapier #2' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('create an email link with its code, switch modes, edit rules, back fill, delete', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const email = `${unique(info, 'link')}@e2e.example`;
    const title = await createEmailLink(page, request, email);

    // Manual → automatic (all).
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Enable Automatic Transfers' }).click();
    await page.getByRole('alertdialog', { name: 'Automatic Transfers' }).getByRole('button', { name: 'Enable Automatic Transfers' }).click();
    await expect(card(page, title).getByTestId('link-mode')).toHaveText('Automatic transfers (all)');

    // Automatic (all) → manual again, and back.
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Disable Automatic Transfers' }).click();
    await page.getByRole('alertdialog', { name: 'Automatic Transfers' }).getByRole('button', { name: 'Disable Automatic Transfers' }).click();
    await expect(snack(page, 'Automatic transfers disabled')).toBeVisible();
    await expect(card(page, title).getByTestId('link-mode')).toHaveText('Manual Transfers');
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Enable Automatic Transfers' }).click();
    await page.getByRole('alertdialog', { name: 'Automatic Transfers' }).getByRole('button', { name: 'Enable Automatic Transfers' }).click();
    await expect(card(page, title).getByTestId('link-mode')).toHaveText('Automatic transfers (all)');

    // A custom rule replaces automatic (all).
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Modify Rules' }).click();
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
    let menu = await openCardMenu(page, title);
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
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Back Fill' }).click();
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

    // Delete, with confirmation; a double click deletes once and reports no failure.
    const deletes: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'DELETE' && response.url().includes('/api/transfers/links/')) deletes.push(response.status());
    });
    menu = await openCardMenu(page, title);
    await menu.getByRole('menuitem', { name: 'Delete Link' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Link' }).getByRole('button', { name: 'Delete Link' }).dblclick();
    await expect(card(page, title)).toHaveCount(0);
    await expect(page.getByText('Not found.')).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toBeLessThan(300);
  });

  test('link verification: Change address keeps what was typed, Resend code after its wait replaces the code', async ({ page, request }, info) => {
    // The page's clock runs as usual but can be moved on past Resend code's 30 s wait.
    await page.clock.install();
    // Not the demo admin: the server allows a user 10 codes in 15 minutes, and the admin's other
    // link tests (here, integrations-links, faults-mutations) already send most of them in a run.
    await loginAs(page, 'grasshopperGlobal', { path: '/integrations' });
    const typo = `${unique(info, 'typo')}@e2e.exmaple`;
    const email = `${unique(info, 'resend')}@e2e.example`;
    await page.getByRole('button', { name: 'New Service Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Service Link' });
    await dialog.getByLabel('Service').selectOption({ label: 'Email' });
    await dialog.getByLabel('Email').fill(typo);
    await dialog.getByRole('button', { name: 'Send Code', exact: true }).click();
    await expect(dialog.getByText('A 5-digit code was sent. Enter it below.')).toBeVisible();
    await awaitOutbox(request, typo, 'link-verification-code');

    // Change address: back to the address as typed, to correct it.
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await expect(dialog.getByLabel('Email')).toBeEnabled();
    await expect(dialog.getByLabel('Email')).toHaveValue(typo);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Verification code')).toHaveCount(0);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Code', exact: true }).click();
    await expect(dialog.getByText('A 5-digit code was sent. Enter it below.')).toBeVisible();
    const first = /\b(\d{5})\b/.exec((await awaitOutbox(request, email, 'link-verification-code')).body ?? '')![1]!;
    expect((await outboxMessages(request, typo)).filter((m) => m.purpose === 'link-verification-code')).toHaveLength(1);

    // Resend code waits, then sends a new code once (a double click too); the first stops working.
    await expect(dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    const resend = dialog.getByRole('button', { name: 'Resend code', exact: true });
    await page.clock.fastForward('00:31');
    await expect(resend).toBeEnabled();
    await resend.dblclick();
    await expect(dialog.getByText('A new code was sent. Earlier codes no longer work.')).toBeVisible();
    const second = /\b(\d{5})\b/.exec((await awaitOutbox(request, email, 'link-verification-code', 2)).body ?? '')![1]!;
    expect((await outboxMessages(request, email)).filter((m) => m.purpose === 'link-verification-code')).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    if (first !== second) {
      await dialog.getByLabel('Verification code').fill(first);
      await dialog.getByRole('button', { name: 'Create Link' }).click();
      await expect(dialog.getByText('The verification code is not correct.')).toBeVisible();
    }
    await dialog.getByLabel('Verification code').fill(second);
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, `Email (${email})`).getByTestId('link-status')).toHaveText('This link is up.');
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
    const transfer = await openMenu(detail.getByRole('button', { name: 'Transfer to' }));
    await transfer.getByRole('menuitem', { name: `Transfer to ${title}` }).click();
    await expect(snack(page, 'The activity was successfully queued for transfer.')).toBeVisible();

    await expect.poll(async () => (await outboxMessages(request, email)).filter((m) => m.purpose === 'transfer-delivery').length).toBe(1);
    const [delivered] = (await outboxMessages(request, email)).filter((m) => m.purpose === 'transfer-delivery');
    expect(delivered!.body).toContain(mark);
    await page.goto('/integrations');
    await expect(card(page, title).getByTestId('count-sent')).toHaveText('1');
    await expect(card(page, title).getByTestId('count-queued')).toHaveText('0');
  });

  test('deny an OAuth-style link on its consent page, then authorise it', async ({ page }, info) => {
    // Known failure on the merged main (27 November 2026, issue 16 stays open): after Deny the
    // portal opens /integrations?authorization=denied&transferLinkId=… but no 'Authorization was
    // denied.' snack shows (the Notifications region stays empty, the link still waits). Found in
    // the first CI run after the integrations, billing and first-load branches met; not yet traced.
    // One service per project: the two run at once on the same user.
    const service = info.project.name === 'phone' ? 'Lawmatics' : 'Salesforce';
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const authorize = await createExternalLink(page, service);
    await authorize.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Authorize ${service}` })).toBeVisible();
    // Deny: back to Integrations, the link still waits for authorisation.
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    // A refusal is an error snack: role alert, not status.
    await expect(page.getByRole('alert').filter({ hasText: 'Authorization was denied.' })).toBeVisible();
    // Links of the same service are numbered ("Salesforce #2") while an earlier run's is still there.
    const actionsNamed = new RegExp(`^Actions for ${serviceTitle(service).source.slice(1)}`);
    const links = serviceCards(page, service);
    const waiting = links.filter({ has: page.getByTestId('link-status').filter({ hasText: 'ATTENTION: This link has not received authorization.' }) });
    await expect(waiting.first()).toBeVisible();
    // Authorise it from its menu this time.
    const actions = await openMenu(waiting.first().getByRole('button', { name: actionsNamed }));
    await actions.getByRole('menuitem', { name: 'Authorize Link' }).click();
    // Sized to its two lines on a desktop (it was the window's full height); the whole screen on a phone.
    const authorizeDialog = page.getByRole('dialog', { name: 'Authorize Link' });
    const box = (await authorizeDialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (viewport.width >= 768) expect(box.height).toBeLessThan(viewport.height / 2);
    else expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await authorizeDialog.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(snack(page, 'Link authorized')).toBeVisible();
    await expect(links.getByTestId('link-status').filter({ hasText: 'This link is up.' }).first()).toBeVisible();
    await deleteServiceLinks(page, service);
  });

  test('a consent address opened without a session goes through the login and asks again', async ({ page }, info) => {
    // One service per project: the two run at once on the same user.
    const service = info.project.name === 'phone' ? 'Power Automate' : 'HubSpot';
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const consentAddress = await (await createExternalLink(page, service)).getByRole('link', { name: 'Continue' }).getAttribute('href');
    expect(consentAddress).toMatch(/\/transferauth\?transferLinkId=\d+$/);

    // A saved link opened later, in a browser whose session is gone.
    await page.context().clearCookies();
    await page.goto(consentAddress!);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLoginForm(page, demoUser('globalAdmin').username);
    await waitForHandoff(page);
    const again = page.getByRole('dialog', { name: 'Authorize Link' });
    await expect(again).toBeVisible();
    await again.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Authorize ${service}` })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(snack(page, 'Link authorized')).toBeVisible();
    await deleteServiceLinks(page, service);
  });

  test('import contacts from the Clio link', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const menu = await openCardMenu(page, 'Clio');
    await menu.getByRole('menuitem', { name: 'Import contacts' }).click();
    await expect(snack(page, 'Imported contacts successfully')).toBeVisible();
    // Only Clio links offer it.
    await page.keyboard.press('Escape');
    const other = await openCardMenu(page, 'Email (intake@harborlaw.example)');
    await expect(other.getByRole('menuitem', { name: 'Import contacts' })).toHaveCount(0);
  });

  test('a user without Integrations sees the access notice', async ({ page }) => {
    await loginAs(page, 'user', { path: '/integrations' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
  });
});
