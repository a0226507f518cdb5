/** The public quote page (billing-account §2, §4 Quote states): every state, Accept and Cancel. */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { createQuote } from './fixtures/test-control';

test('a reviewable quote shows its lines and total, and Accept fulfils it', async ({ page, request }) => {
  const token = await createQuote(request);
  await page.goto(`/quote#token=${token}`);
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Appointment scheduling' })).toBeVisible();
  await expect(page.getByText('$352.92')).toBeVisible();
  await expect(page.getByText('First month').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('This quote has been fulfilled!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
});

test('on a phone, where the tax column is hidden, a taxed line says its tax under the item', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await createQuote(request);
  await page.goto(`/quote#token=${token}`);
  const line = page.getByRole('row', { name: /Appointment scheduling/ });
  await expect(page.getByRole('columnheader', { name: 'Tax', exact: true })).toBeHidden();
  await expect(line.getByRole('cell').first()).toContainText('Tax +$3.92');
  await expect(line.getByRole('cell').last()).toHaveText('$52.92');
});

test('Cancel cancels a reviewable quote', async ({ page, request }) => {
  const token = await createQuote(request);
  await page.goto(`/quote#token=${token}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('This quote has been cancelled.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This quote has been cancelled.')).toBeVisible();
});

const states = [
  ['demo-quote-paid', 'This quote has been fulfilled!'],
  ['demo-quote-cancelled-now', 'This quote has been cancelled.'],
  ['demo-quote-disabled', 'Sorry, this quote is no longer valid.'],
  ['demo-quote-expired', 'Sorry, this quote is no longer valid.'],
  ['no-such-quote', 'Sorry - this is not a valid quote. Please contact your Account Executive for a new quote.'],
] as const;

for (const [token, text] of states) {
  test(`the quote page says "${text}" for ${token}`, async ({ page }) => {
    await page.goto(`/quote#token=${token}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("another quote's link opened in the same tab shows that quote, not the one before", async ({ page, request }) => {
  const token = await createQuote(request);
  await page.goto(`/quote#token=${token}`);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  // Only the fragment changes: the browser does not load the page again.
  await page.goto('/quote#token=demo-quote-paid');
  await expect(page.getByText('This quote has been fulfilled!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.goto('/quote#token=');
  await expect(page.getByText('Sorry - this is not a valid quote. Please contact your Account Executive for a new quote.')).toBeVisible();
});
