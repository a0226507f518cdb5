/**
 * Insights (/reports, billing-account §2): account and invoice selectors, the panels, a chart
 * switched to its table and remembered after reload, access, and axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { chooseClosedInvoice, reportPeriod } from './fixtures/reports';
import { createBillingAccount } from './fixtures/test-control';

const password = 'Reports-Test1';
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const figure = (page: Page, label: string) =>
  section(page, 'Current Call Usage').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test.describe('Insights', () => {
  test('shows the panels and switches account and invoice', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    await expect(page).toHaveTitle(/Insights$/);
    for (const heading of ['Current Call Usage', 'Current Billable Assists', 'Phone Number Insights', 'Usage Insights', 'Client Insights']) {
      await expect(section(page, heading)).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Extended reports' })).toBeVisible();

    const invoice = page.getByLabel('Invoice');
    // CURRENT and a year of monthly invoices.
    await expect(invoice.locator('option')).toHaveCount(13);
    await expect(invoice.locator('option').first()).toHaveText('CURRENT');
    const period = reportPeriod(page);
    // An older invoice shows its own period. The seeded parent account has calls in every closed
    // period (the current one may have begun today, without a call yet).
    await chooseClosedInvoice(page);
    await expect(section(page, 'Current Call Usage').getByText('Average billable time')).toBeVisible();
    const lastPeriod = await period.textContent();
    await invoice.selectOption({ index: 3 });
    await expect(period).not.toHaveText(lastPeriod ?? '');

    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Harbor Law – Eastside' });
    await expect(invoice).toHaveValue('-1');
    await expect(page.getByRole('region', { name: 'Extended reports' })).toHaveCount(0);
    await expect(section(page, 'Usage Insights')).toBeVisible();
  });

  test('an invoice of a year ago shows the minutes the invoice bills', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // Harbor Law Group: a parent account (Billing lists parent accounts only, billing-account §2)
    // whose year has calls every month.
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Harbor Law Group' });
    const invoice = page.getByLabel('Invoice');
    await expect(invoice.locator('option')).toHaveCount(13);
    const oldest = (await invoice.locator('option').last().textContent()) ?? '';
    await invoice.selectOption({ label: oldest });
    const usage = section(page, 'Current Call Usage');
    await expect(usage.getByText('Average billable time')).toBeVisible();
    const minutes = (await figure(page, 'Billable minutes').textContent())?.split(' / ')[0] ?? '';
    expect(Number(minutes.replace(/,/g, ''))).toBeGreaterThan(0);
    await expect(section(page, 'Usage Insights').getByRole('img', { name: 'Usage Insights chart' })).toBeVisible();
    // The same invoice on Billing bills exactly those minutes.
    await page.goto('/billing?account=1&tab=1');
    await page.getByRole('button', { name: `Open invoice ${oldest}` }).click();
    const lines = page.getByRole('dialog', { name: `Invoice ${oldest}` }).getByRole('table', { name: 'Invoice lines' });
    // The Quantity cell; by its text, as the phone hides the Period column before it.
    await expect(lines.getByRole('row', { name: /Agent minutes used/ }).getByRole('cell', { name: minutes, exact: true })).toBeVisible();
  });

  test('an account without calls shows no usage and empty charts', async ({ page, request }) => {
    // A throwaway account of its own (no calls, invoices without usage) and its GLOBALADMIN.
    const account = await createBillingAccount(request, password);
    await skipStayLoggedInPrompt(page);
    await page.goto('/reports');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLoginForm(page, account.username, password);
    await waitForHandoff(page);
    await expect(section(page, 'Current Call Usage').getByText('No usage available')).toBeVisible();
    await expect(section(page, 'Current Billable Assists').getByText('No usage available')).toBeVisible();
    await expect(section(page, 'Usage Insights').getByText('No Records Found')).toBeVisible();
    await expect(section(page, 'Client Insights').getByText('No Records Found')).toBeVisible();
  });

  test('a chart switched to its table stays a table after reload', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // A closed invoice's period is a whole month, a point a day (the current period may be a day old).
    await chooseClosedInvoice(page);
    const usage = section(page, 'Usage Insights');
    await expect(usage.getByRole('img', { name: 'Usage Insights chart' })).toBeVisible();
    await usage.getByRole('button', { name: 'Table' }).click();
    const table = usage.getByRole('table', { name: 'Usage Insights table' });
    await expect(table).toBeVisible();
    // Paged by 5 first; 31 shows a whole month.
    await expect(table.getByRole('row')).toHaveCount(6);
    await usage.getByLabel('Rows per page').selectOption('31');
    await expect(table.getByRole('row')).not.toHaveCount(6);
    await page.reload();
    // The invoice is chosen again (a reload starts at CURRENT); the chart type is not.
    await chooseClosedInvoice(page);
    await expect(section(page, 'Usage Insights').getByRole('table', { name: 'Usage Insights table' })).toBeVisible();
    await expect(section(page, 'Usage Insights').getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    // Other charts keep their own choice.
    await expect(section(page, 'Client Insights').getByRole('img', { name: 'Client Insights chart' })).toBeVisible();
  });

  test('combined usage gives the reduced view', async ({ page }, info) => {
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // On a desktop the switch sits on the middle line of the selects beside it (a phone stacks them).
    if (info.project.name !== 'phone') {
      const invoice = (await page.getByLabel('Invoice', { exact: true }).boundingBox())!;
      const control = (await page.locator('label').filter({ hasText: 'Show combined usage' }).locator('[data-part=control]').boundingBox())!;
      expect(Math.abs(control.y + control.height / 2 - (invoice.y + invoice.height / 2))).toBeLessThanOrEqual(1);
    }
    await page.getByText('Show combined usage').click();
    await expect(section(page, 'Combined Usage')).toBeVisible();
    await expect(section(page, 'Usage Insights')).toHaveCount(0);
    // Which days the figures cover, as in the account's own view.
    await expect(page.getByText(/^\d{2}\/01\/\d{4} – \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  });

  test.describe('read west of Greenwich', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });
    test('the period starts on the first of the month, not the day before', async ({ page }) => {
      await loginAs(page, 'globalAdmin', { path: '/reports' });
      // The server's periods start at a UTC midnight: read as an instant, Los Angeles saw the 30th or 31st.
      await expect(page.getByText(/^\d{2}\/01\/\d{4} – \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    });
  });

  test('the second parent account combines its two branches', async ({ page }) => {
    await loginAs(page, 'noChat', { path: '/reports' });
    await expect(page.getByLabel('Account', { exact: true })).toHaveValue('4');
    await page.getByText('Show combined usage').click();
    const chart = section(page, 'Combined Usage – Billable minutes');
    await chart.getByRole('button', { name: 'Table' }).click();
    const rows = chart.getByRole('table', { name: 'Combined Usage – Billable minutes table' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    for (const name of ['Turner Family Dental', 'Turner Family Dental – Meridian', 'Turner Family Dental – Nampa']) {
      await expect(rows.filter({ has: page.getByRole('cell', { name, exact: true }) })).toHaveCount(1);
    }
    // A branch has no children: no combined view there.
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Turner Family Dental – Nampa' });
    await expect(page.getByText('Show combined usage')).toHaveCount(0);
  });

  test('is refused to a user without GLOBALADMIN', async ({ page }) => {
    await loginAs(page, 'user', { path: '/reports' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // A closed invoice, so that the charts have data whatever today's date.
    await chooseClosedInvoice(page);
    await expect(section(page, 'Usage Insights').getByRole('img', { name: 'Usage Insights chart' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
