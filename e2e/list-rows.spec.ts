/**
 * The inbox rows are plain elements styled by classes in the page's build-time stylesheet
 * (docs/architecture.md, "Rows of long lists are plain elements with classes"): this checks the
 * built page lays them out as the Chakra components they replaced did, on the desktop and the phone.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { holdBack } from './fixtures/hold-back';

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
  // The checkbox is 16 px, its tap area 32 x 48 px: a tap beside and below the box selects the row.
  const checkbox = row.getByRole('checkbox');
  const check = await checkbox.boundingBox();
  if (!check) throw new Error('the checkbox is not laid out');
  expect([check.width, check.height]).toEqual([16, 16]);
  await page.mouse.click(check.x + check.width / 2 + 13, check.y + check.height / 2 + 20);
  await expect(checkbox).toBeChecked();
  // brand.subtle (#eef4fb, src/components/ui/system.ts).
  await expect.poll(background).toBe('rgb(238, 244, 251)');
  expect(before).not.toBe('rgb(238, 244, 251)');
});

test('a contact is a card on the phone and a table row on the desktop, laid out as the Card and Table were', async ({ page }, info) => {
  await loginAs(page, 'user', { path: '/contacts' });
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  await expect(menu).toBeVisible();
  // The ghost IconButton the row menu's button stands in for: 36 px square (size sm).
  const box = await menu.boundingBox();
  expect([box?.width, box?.height]).toEqual([36, 36]);

  const style = (element: Element) => {
    const s = getComputedStyle(element);
    return { padding: s.padding, border: s.borderBottomWidth, borderRadius: s.borderTopLeftRadius };
  };
  if (info.project.name === 'phone') {
    const card = page.getByRole('listitem').filter({ has: menu }).first();
    // An outline Card of size sm: 16 px of padding, a 1 px border, rounded l3.
    expect(await card.evaluate(style)).toEqual({ padding: '16px', border: '1px', borderRadius: '6px' });
  } else {
    const cell = page.getByRole('row').filter({ has: menu }).first().getByRole('cell').first();
    // A Table cell of size sm, variant line: 8 px of padding and a rule under it.
    expect(await cell.evaluate(style)).toEqual({ padding: '8px', border: '1px', borderRadius: '0px' });
  }

  // The name is a plain Button in brand.fg that opens the contact.
  const first = page.getByRole('button', { name: /^Actions for / }).first();
  const contactName = (await first.getAttribute('aria-label'))!.replace(/^Actions for /, '');
  const nameButton = page.getByRole('button', { name: contactName, exact: true });
  const [color, brand] = await nameButton.evaluate((element) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--chakra-colors-brand-fg)';
    const colors = [getComputedStyle(element).color, getComputedStyle(probe).color];
    probe.remove();
    return colors;
  });
  expect(color).toBe(brand);
  await nameButton.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: contactName })).toBeVisible();
});

test('the dashboard\'s recent items take the height their placeholders held, so nothing below moves', async ({ page }) => {
  // Hold the recent answer until the placeholders have been measured.
  const release = await holdBack(page, /\/portalApi\/api\/messages(\?|$)/);
  await loginAs(page, 'globalAdmin', { path: '/' });
  const placeholders = page.getByRole('status', { name: 'Loading activity…' });
  await expect(placeholders).toBeVisible();
  const box = (element: Element) => element.parentElement!.getBoundingClientRect().height;
  const reservedWhileLoading = await placeholders.evaluate(box);
  const placeholdersHeight = await placeholders.evaluate((element) => element.getBoundingClientRect().height);
  release();

  const list = page.getByRole('list', { name: 'Latest activity' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  // A block link of two lines, 8 px above and below, a rule between items.
  const item = list.getByRole('listitem').first();
  expect(await item.getByRole('link').evaluate((element) => getComputedStyle(element).padding)).toBe('8px 4px');
  expect(await item.evaluate((element) => getComputedStyle(element).borderBottomWidth)).toBe('1px');
  expect(await list.getByRole('listitem').last().evaluate((element) => getComputedStyle(element).borderBottomWidth)).toBe('0px');
  // Six items fill the box the placeholders held exactly (LIST_MIN_HEIGHT): the cards below stay put.
  const listHeight = await list.evaluate((element) => element.getBoundingClientRect().height);
  expect(listHeight).toBe(placeholdersHeight);
  expect(await list.evaluate(box)).toBe(reservedWhileLoading);
  // An item without preview text keeps both its lines (messages can have none).
  await item.getByRole('link').evaluate((link) => {
    link.lastElementChild!.textContent = '';
  });
  expect(await list.evaluate((element) => element.getBoundingClientRect().height)).toBe(placeholdersHeight);
});

test('a tab list that scrolls sideways on a phone fades out at its end while more tabs lie beyond', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'globalAdmin', { path: '/activity' });
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', { name: 'Extended Report Files' })).toBeAttached();
  const mask = () => tabs.evaluate((list) => ({ position: getComputedStyle(list).maskPosition, overflows: list.scrollWidth > list.clientWidth }));
  // At the start the right fade is inside the list (the mask's right edge on the list's), once the
  // list is laid out at the phone's width (a CI run read it a moment before: no overflow yet), …
  await expect.poll(mask).toMatchObject({ overflows: true, position: expect.stringMatching(/^100% 0(px|%)?$/) });
  // … scrolled to the end it lies past the edge, and the left one shows: the last tab reads whole.
  await tabs.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect.poll(async () => (await mask()).position).toMatch(/^0(px|%)? 0(px|%)?$/);
});
