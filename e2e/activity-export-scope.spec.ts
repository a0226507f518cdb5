/**
 * Exports and the quick filters (core §5 Export, §7): the export endpoints take the view, dates,
 * company, search and selected ids but no quick filters, so with quick filters on the rows shown
 * travel as ids and the file holds what the list shows; the PDF dialog says what the file holds.
 * The test exports two messages it creates, one of them flagged.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type TestInfo } from '@playwright/test';
import { searchActivity } from './fixtures/activity';
import { loginAs } from './fixtures/auth';
import { createMessage } from './fixtures/test-control';
import { demoUser } from './fixtures/users';

const token = (info: TestInfo, label: string) => `${label}${info.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('with a quick filter on, Export CSV holds only the rows shown', async ({ page, request }, info) => {
  const mark = token(info, 'scope');
  const user = demoUser('userSms').username;
  await createMessage(request, user, `Flag me ${mark}`);
  await createMessage(request, user, `Leave me ${mark}`);
  await loginAs(page, 'userSms', { path: '/activity' });
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible({ timeout: 30_000 });
  await searchActivity(page, mark);
  await expect(page.getByRole('listitem').filter({ hasText: mark })).toHaveCount(2);

  // Without quick filters the PDF holds everything of the tab, dates, company and search.
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page.getByText('The file holds every item of this tab for the chosen dates, company and search.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const flagged = page.getByRole('listitem').filter({ hasText: `Flag me ${mark}` });
  await flagged.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(flagged.getByRole('button', { name: 'Unflag' })).toBeVisible();
  await page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Flagged' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: mark })).toHaveCount(1);

  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page.getByText('The file holds the item shown with your quick filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain(`Flag me ${mark}`);
  expect(text).not.toContain(`Leave me ${mark}`);
});
