/** Text activity (/text-activity, core §2): send a text, receive one live, read marks, CSV, access. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { openMenu } from './fixtures/menus';
import { deliverText } from './fixtures/test-control';

/** A number and a token no other test uses (both projects run at once). */
function unique() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { digits: `503${n}`, display: `503-${n.slice(0, 3)}-${n.slice(3)}`, e164: `+1503${n}`, token: `T${n}` };
}

/** RFC 4180 rows (quoted cells may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function openConversation(page: Page, search: string) {
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill(search);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button').first().click();
}

test.describe('Text activity', () => {
  test('sends a text from the Send Text dialog and shows it in the thread', async ({ page }) => {
    const who = unique();
    await loginAs(page, 'userSms', { path: '/text-activity' });
    await expect(page.getByRole('heading', { name: 'Texts', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Text' });
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'To' }).fill(who.digits);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(`Hello ${who.token}`);
    await expect(dialog.getByText(`${`Hello ${who.token}`.length} / 1000`)).toBeVisible();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(dialog).toBeHidden();

    await openConversation(page, who.digits);
    const thread = page.getByRole('list', { name: `Conversation with ${who.display}` });
    await expect(thread.getByText(`Hello ${who.token}`)).toBeVisible();
    // The reply box: the number is ACTIVE and 10DLC verified.
    await page.getByRole('textbox', { name: 'Message' }).fill(`Again ${who.token}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(thread.getByText(`Again ${who.token}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows a new inbound text without reload and clears its unread mark when opened', async ({ page, request }) => {
    const who = unique();
    await loginAs(page, 'userSms', { path: '/text-activity' });
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill(who.token);
    await expect(page.getByText('No conversation matches your search.')).toBeVisible();

    await deliverText(request, 'usersms', who.e164, `Can you call me? ${who.token}`, `Caller ${who.token}`);
    const list = page.getByRole('list', { name: 'Conversations' });
    const row = list.getByRole('listitem').filter({ hasText: `Caller ${who.token}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 unread')).toBeVisible();
    await row.getByRole('button').click();
    await expect(page.getByRole('list', { name: `Conversation with Caller ${who.token}` }).getByText(`Can you call me? ${who.token}`)).toBeVisible();
    if (await page.getByRole('button', { name: 'Back to conversations' }).isVisible()) {
      await page.getByRole('button', { name: 'Back to conversations' }).click();
    }
    await expect(row.getByText('1 unread')).toBeHidden();
  });

  test('a reply typed in one conversation stays with it: never sent to the next one opened', async ({ page, request }) => {
    const first = unique();
    const second = unique();
    await deliverText(request, 'usersms', first.e164, `First ${first.token}`, `Caller ${first.token}`);
    await deliverText(request, 'usersms', second.e164, `Second ${second.token}`, `Caller ${second.token}`);
    await loginAs(page, 'userSms', { path: '/text-activity' });
    const reply = page.getByRole('textbox', { name: 'Message' });
    const back = page.getByRole('button', { name: 'Back to conversations' });

    await openConversation(page, first.token);
    await reply.fill(`Meant for ${first.token}`);
    if (await back.isVisible()) await back.click();
    await openConversation(page, second.token);
    await expect(page.getByRole('region', { name: `Conversation with Caller ${second.token}` })).toBeVisible();
    await expect(reply).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

    if (await back.isVisible()) await back.click();
    await openConversation(page, first.token);
    await expect(reply).toHaveValue(`Meant for ${first.token}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('list', { name: `Conversation with Caller ${first.token}` }).getByText(`Meant for ${first.token}`)).toBeVisible();
    await expect(reply).toHaveValue('');
  });

  test('an open conversation is in the address: Back closes it and stays on Texts, Forward and a reload reopen it', async ({ page, request }) => {
    const who = unique();
    await deliverText(request, 'usersms', who.e164, `Hello ${who.token}`, `Caller ${who.token}`);
    await loginAs(page, 'userSms', { path: '/text-activity' });
    await openConversation(page, who.token);
    const thread = page.getByRole('region', { name: `Conversation with Caller ${who.token}` });
    await expect(thread).toBeVisible();
    await expect(page).toHaveURL(/\/text-activity\?thread=\d+$/);
    // The texter's number is whole on the thread's subtitle, on a phone too (it was cut off).
    const number = thread.getByText(who.display, { exact: true });
    await expect(number).toBeVisible();
    const box = await number.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.goBack();
    await expect(page).toHaveURL(/\/text-activity$/);
    await expect(thread).toBeHidden();
    await expect(page.getByRole('list', { name: 'Conversations' }).getByText(`Caller ${who.token}`)).toBeVisible();

    await page.goForward();
    await expect(thread).toBeVisible();
    await page.reload();
    await expect(thread).toBeVisible();
    // Closed with the screen's own Back (a phone) or by opening nothing (a desktop has no Back button):
    // after a reload the thread was not opened from the list, so closing it stays on this page.
    const back = page.getByRole('button', { name: 'Back to conversations' });
    if (await back.isVisible()) {
      await back.click();
      await expect(thread).toBeHidden();
      await expect(page).toHaveURL(/\/text-activity$/);
    }
  });

  test("the caller's number in a conversation has the contact-link menu; Call opens the phone with it", async ({ page, request }) => {
    const who = unique();
    const other = unique();
    await deliverText(request, 'usersms', who.e164, `Or call my office at ${other.display}. ${who.token}`, `Caller ${who.token}`);
    await loginAs(page, 'userSms', { path: '/text-activity' });
    await openConversation(page, who.token);
    const thread = page.getByRole('region', { name: `Conversation with Caller ${who.token}` });
    // A number inside a text is a link too.
    await expect(thread.getByRole('listitem').getByRole('button', { name: `Options for ${other.display}` })).toBeVisible();
    const menu = await openMenu(thread.getByRole('button', { name: `Options for ${who.display}` }));
    await expect(menu.getByRole('menuitem', { name: 'Create Contact' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Call' }).click();
    await expect(page.getByRole('dialog', { name: 'Phone' }).getByRole('textbox', { name: 'Call To' })).toHaveValue(who.display);
  });

  test('exports the texts of the range as CSV, one row per text, formulas defused', async ({ page, request }) => {
    const who = unique();
    // A text that a spreadsheet would run as a formula, with a comma and quotes to escape.
    const text = `=HYPERLINK("x", "${who.token}")`;
    await deliverText(request, 'usersms', who.e164, text, `Caller ${who.token}`);
    await loginAs(page, 'userSms', { path: '/text-activity' });
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^texts-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Date', 'Time', 'Company', 'Contact', 'From', 'To', 'Sent By', 'Message']);
    const mine = rows.filter((r) => r[3] === `Caller ${who.token}`);
    expect(mine).toHaveLength(1);
    const [date, time, company, , from, to, sentBy, message] = mine[0]!;
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(company).not.toBe('');
    // A leading + starts a formula in a spreadsheet: the shared CSV escape defuses it like = - @.
    expect(from).toBe(`'${who.e164}`);
    expect(to).not.toBe('');
    expect(sentBy).toBe('');
    expect(message).toBe(`'${text}`);
  });

  test("on a phone, Export CSV sits beside Send Text and the dates share a row, leaving the list more room", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'userSms', { path: '/text-activity' });
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    const top = async (name: string) => (await page.getByRole('button', { name }).boundingBox())!.y;
    expect(await top('Export CSV')).toBe(await top('Send Text'));
    const from = (await page.getByLabel('From').boundingBox())!;
    const to = (await page.getByLabel('To', { exact: true }).boundingBox())!;
    expect(to.y).toBe(from.y);
    expect(Math.abs(to.width - from.width)).toBeLessThan(1);
    // A range over 31 days: the reason shows under the dates and the export waits.
    await page.getByLabel('From').fill('2026-01-01');
    await expect(page.getByText('CSV export can only load max of 31 days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(await top('Export CSV')).toBe(await top('Send Text'));
  });

  test('is refused to a user without text access, without asking the server for texts it refuses them', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/portalApi/') && response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await loginAs(page, 'user', { path: '/text-activity' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
    // A reload starts from the saved session, the user not yet known to the page.
    await page.reload();
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
    expect(refused).toEqual([]);
  });
});
