/**
 * The inbox rows are plain elements styled by classes in the page's build-time stylesheet
 * (docs/architecture.md, "Rows of long lists are plain elements with classes"): this checks the
 * built page lays them out as the Chakra components they replaced did, on the desktop and the phone.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';

test('an activity row fills its slot, its triage buttons are square, and a selected row is tinted', async ({ page }, info) => {
  await loginAs(page, 'globalAdmin', { path: '/activity' });
  const row = page.getByRole('list', { name: 'Activity items' }).getByRole('listitem').first();
  await expect(row).toBeVisible();

  // ROW_HEIGHT (activity-list.tsx): without the stylesheet's rules the row is only as high as its text.
  expect((await row.boundingBox())?.height).toBe(76);
  // The ghost IconButton the triage buttons stand in for: 36 px square (size sm).
  const archive = row.getByRole('button', { name: /^(Archive|Unarchive)$/ });
  const box = await archive.boundingBox();
  expect([box?.width, box?.height]).toEqual([36, 36]);

  // The desktop shows the full date and time; the phone the time or the day.
  const fullDate = row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
  if (info.project.name === 'phone') await expect(fullDate).toBeHidden();
  else await expect(fullDate).toBeVisible();

  const background = () => row.evaluate((element) => getComputedStyle(element).backgroundColor);
  const before = await background();
  await row.getByRole('checkbox').check();
  // brand.subtle (#eef4fb, src/components/ui/system.ts).
  await expect.poll(background).toBe('rgb(238, 244, 251)');
  expect(before).not.toBe('rgb(238, 244, 251)');
});
