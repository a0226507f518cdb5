/** Web Leads (/leads, billing-account §2): account and lead selectors, transcript, collected answers. */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';

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

  test('is refused to a user without GLOBALADMIN', async ({ page }) => {
    await loginAs(page, 'user', { path: '/leads' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
  });
});
