/**
 * Integrations, the other new-link flows (billing-account §4, §5): text-message links with US and
 * GB numbers and their code from the outbox, the Clio Grow inbox token with its help popover, a
 * Zapier link whose deliveries reach a webhook receiver this spec runs, and a GRASSHOPPERGLOBAL
 * user who may use Integrations but not Profiles rules (§6). Desktop and phone.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { card, openCardMenu, serviceCards, snack, unique } from './fixtures/integrations';
import { awaitOutbox, createMessage } from './fixtures/test-control';
import { openMenu } from './fixtures/menus';

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

/** New Service Link → Phone (text message) with `typed`; the code goes to `e164`. Returns the card's title. */
async function createSmsLink(page: Page, request: APIRequestContext, typed: string, e164: string): Promise<string> {
  await page.getByRole('button', { name: 'New Service Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Service Link' });
  await dialog.getByLabel('Service').selectOption({ label: 'Phone (text message)' });
  // Only US and GB numbers: a French mobile is refused before any code is sent.
  await dialog.getByLabel('Mobile number').fill('+33 6 12 34 56 78');
  await expect(dialog.getByText('Text message links accept US and GB numbers only.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send Code' })).toBeDisabled();
  await dialog.getByLabel('Mobile number').fill(typed);
  await expect(dialog.getByText('Text message links accept US and GB numbers only.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const sent = await awaitOutbox(request, e164, 'link-verification-code');
  const code = /\b(\d{5})\b/.exec(sent.body ?? '')![1]!;
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(dialog).toHaveCount(0);
  const title = `Phone (text message) (${e164})`;
  await expect(card(page, title).getByTestId('link-status')).toHaveText('This link is up.');
  return title;
}

/** A webhook receiver on a free loopback port: what the portal posts to it, as parsed JSON. */
async function webhookReceiver(): Promise<{ server: Server; url: (path: string) => string; received: { path: string; body: Record<string, unknown> }[] }> {
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, received, url: (path) => `http://127.0.0.1:${port}${path}` };
}

test.describe('Integrations: new-link flows', () => {
  test('text-message links take a US and a GB number, each with the code sent to it', async ({ page, request }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    const us = random(4);
    await createSmsLink(page, request, `(503) 555-${us}`, `+1503555${us}`);
    const gb = random(3);
    await createSmsLink(page, request, `07700 900${gb}`, `+447700900${gb}`);
  });

  test('Clio Grow needs its inbox token; the help popover says where to find it', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/integrations' });
    await page.getByRole('button', { name: 'New Service Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Service Link' });
    await dialog.getByLabel('Service').selectOption({ label: 'Clio Grow' });
    await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'About the inbox token' }).click();
    await expect(page.getByText('In Clio Grow open Settings, then Inbox, and copy the inbox token shown there.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('In Clio Grow open Settings, then Inbox, and copy the inbox token shown there.')).toBeHidden();
    await dialog.getByRole('textbox', { name: 'Inbox token' }).fill('grow-token-e2e');
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(snack(page, 'Link created')).toBeVisible();
    // Up at once (no authorisation page), manual until rules are added; the seeded one is automatic.
    const manual = serviceCards(page, 'Clio Grow').filter({ has: page.getByTestId('link-mode').filter({ hasText: 'Manual Transfers' }) });
    await expect(manual.first().getByTestId('link-status')).toHaveText('This link is up.');
  });

  test('a Zapier link with a webhook address: a transfer arrives there as JSON and the sent count moves', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const receiver = await webhookReceiver();
    try {
      await loginAs(page, 'globalAdmin', { path: '/integrations' });
      const address = receiver.url(`/hooks/${unique(info, 'zap')}`);
      await page.getByRole('button', { name: 'New Service Link' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Service Link' });
      await dialog.getByLabel('Service').selectOption({ label: 'Zapier' });
      await dialog.getByLabel('Webhook address').fill('ftp://hooks.example/catch');
      await expect(dialog.getByText('The webhook address must be an http or https address.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeDisabled();
      // Within the field's 500 characters as typed, past them once its letters are encoded.
      await dialog.getByLabel('Webhook address').fill(`https://hooks.example/${'é'.repeat(200)}`);
      await expect(dialog.getByText(/^The webhook address is too long: at most 500 characters/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeDisabled();
      await dialog.getByLabel('Webhook address').fill(address);
      await dialog.getByRole('button', { name: 'Create Link' }).click();
      // Zapier authorises on its own page first.
      await page.getByRole('dialog', { name: 'Authorize Link' }).getByRole('link', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/integrations$/);
      const title = `Zapier (${address})`;
      await expect(card(page, title).getByTestId('link-status')).toHaveText('This link is up.');
      // The menu shows the address it posts to.
      await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Webhook Address' }).click();
      const webhook = page.getByRole('dialog', { name: 'Webhook Address' });
      await expect(webhook.getByLabel('Webhook address')).toHaveValue(address);
      await webhook.getByRole('button', { name: 'Cancel' }).click();
      await expect(webhook).toHaveCount(0);

      const mark = unique(info, 'hook');
      await createMessage(request, 'admin', `Post me ${mark}`);
      await page.goto('/activity');
      await page.getByLabel('Search activity').fill(mark);
      await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
      const transfer = await openMenu(page.getByRole('dialog', { name: 'Test Caller' }).getByRole('button', { name: 'Transfer to' }));
      await transfer.getByRole('menuitem', { name: `Transfer to ${title}` }).click();
      await expect(snack(page, 'The activity was successfully queued for transfer.')).toBeVisible();

      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
      const [posted] = receiver.received;
      expect(posted!.path).toBe(new URL(address).pathname);
      expect(posted!.body).toMatchObject({ messageType: 'AGENT', caller: 'Test Caller', contentWithheld: false });
      expect(String(posted!.body['text'])).toContain(mark);
      await page.goto('/integrations');
      await expect(card(page, title).getByTestId('count-sent')).toHaveText('1');
      await expect(card(page, title).getByTestId('count-queued')).toHaveText('0');
    } finally {
      receiver.server.close();
    }
  });

  test('a GRASSHOPPERGLOBAL user uses Integrations on her account, without Profiles rules', async ({ page }) => {
    await loginAs(page, 'grasshopperGlobal', { path: '/integrations' });
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    const title = 'Email (maya.singh@grasshopper.example)';
    await expect(card(page, title).getByTestId('link-status')).toHaveText('This link is up.');
    await (await openCardMenu(page, title)).getByRole('menuitem', { name: 'Modify Rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Modify Transfer Rules' });
    const types = rules.getByLabel('Rule type');
    await expect(types.locator('option', { hasText: 'Account' })).toHaveCount(1);
    await expect(types.locator('option', { hasText: 'Phone Number' })).toHaveCount(1);
    await expect(types.locator('option', { hasText: 'Profiles' })).toHaveCount(0);
    await types.selectOption({ label: 'Account' });
    // Only the account where she is GRASSHOPPERGLOBAL.
    await expect(rules.getByRole('checkbox')).toHaveCount(1);
    await expect(rules.getByRole('checkbox', { name: 'Harbor Law – Downtown', exact: true })).toBeVisible();
    await rules.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(rules).toHaveCount(0);
  });
});
