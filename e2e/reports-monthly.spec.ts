/** Insights Activity Report: the Monthly Report PDF and Excel built in the browser (billing-account §2). */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { pdfText } from './fixtures/pdf-text';
import { chooseClosedInvoice } from './fixtures/reports';

const panel = (page: Page) => page.getByRole('region', { name: 'Activity Report' });
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Current Call Usage' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test.describe('Monthly Report', () => {
  test('downloads the Excel workbook with the period\'s calls and totals', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // A closed month: the current period may have begun today, without a call yet.
    const invoice = await chooseClosedInvoice(page);
    const calls = Number((await figure(page, 'Calls').textContent())?.replace(/,/g, ''));
    const billable = Number(((await figure(page, 'Billable minutes').textContent()) ?? '').split(' / ')[0]?.replace(/,/g, ''));
    expect(calls).toBeGreaterThan(0);
    // A cold build fetches the worker and its library (pdfmake's fonts, exceljs): seconds on a busy CI machine.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), panel(page).getByRole('button', { name: 'Monthly Report Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`Monthly Report - Harbor Law Group - ${invoice}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input with an older Node Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Monthly Report');
    expect(sheet.getCell('A2').value).toBe('Account: Harbor Law Group');
    expect(sheet.getCell('A3').value).toMatch(/^Period: \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/);
    expect(sheet.getRow(4).getCell(8).value).toBe('Billable minutes');
    expect(sheet.rowCount).toBe(4 + calls + 1);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe(`Total: ${calls} Calls`);
    expect(total.getCell(8).value).toMatchObject({ formula: `SUM(H5:H${4 + calls})`, result: billable });
    expect(sheet.getCell('A5').value).toBeInstanceOf(Date);
    await expect(page.getByRole('status').filter({ hasText: 'Monthly Report Excel downloaded.' })).toBeVisible();
  });

  test('downloads the PDF with the account, the period\'s calls and their totals on its pages', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // A closed month: the current period may have begun today, without a call yet.
    const invoice = await chooseClosedInvoice(page);
    const calls = Number((await figure(page, 'Calls').textContent())?.replace(/,/g, ''));
    const billable = Number(((await figure(page, 'Billable minutes').textContent()) ?? '').split(' / ')[0]?.replace(/,/g, ''));
    expect(calls).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), panel(page).getByRole('button', { name: 'Monthly Report PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`Monthly Report - Harbor Law Group - ${invoice}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document properties carry the title and the totals…
    const raw = bytes.toString('latin1');
    expect(raw).toContain('(Monthly Report - Harbor Law Group)');
    expect(raw).toContain(`Total: ${calls} Calls, ${billable.toFixed(2)} Billable minutes)`);
    // …and the pages show them (the streams inflated, the glyphs mapped back to text).
    const text = pdfText(bytes);
    expect(text).toMatch(/Monthly Report Account: Harbor Law Group Period: \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4} /);
    expect(text).toContain('Date Type Caller From To Outcome Agent Billable minutes');
    expect(text).toContain(`Total: ${calls} Calls ${billable.toFixed(2)}`);
    expect(text).toMatch(/Page 1 of \d+/);
  });

  test('when the period cannot be read, the panel says why its buttons wait, and Retry brings them back', async ({ page }) => {
    let failing = true;
    await page.route(/\/portalApi\/api\/accounts\/\d+\/reports\/current/, (route) =>
      failing ? route.fulfill({ status: 503, headers: { 'X-PORTAL-ERROR': 'Reports are being rebuilt' }, body: '' }) : route.fallback(),
    );
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    const problem = panel(page).getByRole('alert').filter({ hasText: 'The report period could not be loaded, so the reports cannot be built.' });
    // After the query's own retries.
    await expect(problem).toBeVisible({ timeout: 15_000 });
    await expect(panel(page).getByRole('button', { name: 'Monthly Report PDF' })).toBeDisabled();
    failing = false;
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(problem).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: 'Monthly Report PDF' })).toBeEnabled();
  });

  // The worker fetches the period's calls itself (the megabytes never reach the page): its failed
  // answer reads as the page's own would, and a 401 ends the session as any other request's.
  test('says why a report failed, builds it on the next try, and logs out when the session is refused', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'the worker\'s request is the same on every screen size');
    test.setTimeout(90_000);
    const tasks = '**/portalApi/api/accounts/*/reports/*/tasks**';
    await loginAs(page, 'globalAdmin', { path: '/reports' });
    // context.route: the request comes from the report's worker, not the page.
    await page.context().route(tasks, (route) => route.fulfill({ status: 503, headers: { 'X-PORTAL-ERROR': 'Reports are being rebuilt' }, body: '' }));
    const excel = panel(page).getByRole('button', { name: 'Monthly Report Excel' });
    await excel.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The report could not be built: Reports are being rebuilt' })).toBeVisible();
    await expect(excel).toBeEnabled();
    await page.context().unroute(tasks);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), excel.click()]);
    expect(download.suggestedFilename()).toBe('Monthly Report - Harbor Law Group - CURRENT.xlsx');
    await page.context().route(tasks, (route) => route.fulfill({ status: 401, body: '' }));
    // The PDF's worker has no answer kept, so it asks the server, which refuses the session.
    await panel(page).getByRole('button', { name: 'Monthly Report PDF' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
