/** Web Leads (/leads, billing-account §2): account and lead selectors, transcript, collected answers. */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { openMenu } from './fixtures/menus';
import { createLead } from './fixtures/test-control';
import { demoUser } from './fixtures/users';

test.describe('Web Leads', () => {
  test('opens a lead with its transcript and collected answers', async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/leads' });
    await expect(page).toHaveTitle(/Web Leads$/);
    const leadSelect = page.getByLabel('Lead', { exact: true });
    await expect(leadSelect.locator('option').first()).toHaveText(/^Website lead – /);
    const transcript = page.getByRole('region', { name: 'Chat transcript' });
    const insights = page.getByRole('region', { name: 'Insights' });
    await expect(transcript.getByRole('listitem').first()).toBeVisible();
    await expect(insights.getByRole('row', { name: /^Name / })).toBeVisible();
    await expect(insights.getByRole('row', { name: /^Matter type / })).toBeVisible();

    // The Insights table shows the chosen lead's name.
    const options = leadSelect.locator('option');
    if ((await options.count()) > 1) {
      const second = (await options.nth(1).textContent()) ?? '';
      await leadSelect.selectOption({ index: 1 });
      const visitor = second.replace(/^Website lead – /, '').replace(/ · .*$/, '');
      await expect(insights.getByRole('row', { name: `Name ${visitor}` })).toBeVisible();
    }

    expect(await seriousViolations(page)).toEqual([]);
  });

  test("on a phone the chosen lead's time, which its select cuts off, heads the transcript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'globalAdmin', { path: '/leads' });
    const leadSelect = page.getByLabel('Lead', { exact: true });
    const chosen = (await leadSelect.locator('option:checked').textContent()) ?? '';
    const when = chosen.replace(/^.* · /, '');
    expect(when).toMatch(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/);
    await expect(page.getByRole('region', { name: 'Chat transcript' }).getByText(`Received ${when}`, { exact: true })).toBeVisible();
  });

  test("the lead's number and email have the contact-link menu: Call opens the phone with the number", async ({ page, request }, info) => {
    const visitor = `Lead ${info.project.name} ${Date.now().toString(36)}`;
    const { accountId } = await createLead(request, demoUser('globalAdmin').username, visitor);
    await loginAs(page, 'globalAdmin', { path: '/leads' });
    await page.getByLabel('Account', { exact: true }).selectOption(String(accountId));
    const leadSelect = page.getByLabel('Lead', { exact: true });
    await expect(leadSelect.locator('option', { hasText: visitor })).toHaveCount(1);
    await leadSelect.selectOption({ label: (await leadSelect.locator('option', { hasText: visitor }).textContent())! });
    const insights = page.getByRole('region', { name: 'Insights' });
    await expect(insights.getByRole('row', { name: `Name ${visitor}` })).toBeVisible();
    await expect(insights.getByRole('row', { name: /^Email / }).getByRole('button', { name: 'Options for lead.visitor@example.com' })).toBeVisible();
    // The number is stored as +1 and 10 digits and shown as the portal shows numbers, in the
    // answers and in the transcript alike.
    await expect(page.getByRole('region', { name: 'Chat transcript' }).getByRole('button', { name: 'Options for 503-555-0187' })).toBeVisible();
    const menu = await openMenu(insights.getByRole('row', { name: /^Phone / }).getByRole('button', { name: 'Options for 503-555-0187' }));
    await expect(menu.getByRole('menuitem', { name: 'Create Contact' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Call' }).click();
    const phone = page.getByRole('dialog', { name: 'Phone' });
    await expect(phone.getByRole('textbox', { name: 'Call To' })).toHaveValue('503-555-0187');
  });

  test('is refused to a user without GLOBALADMIN', async ({ page }) => {
    await loginAs(page, 'user', { path: '/leads' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
  });
});
