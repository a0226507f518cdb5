/**
 * The tabs and the top bar's initials are plain elements drawn by the page's build-time stylesheet
 * (components/tabs.styles.ts, initials-avatar.styles.ts): this checks they work and look as
 * Chakra's line Tabs and subtle Avatar did, measured against the components they replaced.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';

test('the dashboard’s tabs follow the arrow keys and look like Chakra’s line tabs', async ({ page }) => {
  await loginAs(page, 'user', { path: '/' });
  const activity = page.getByRole('tab', { name: 'Recent Activity' });
  const chats = page.getByRole('tab', { name: 'Recent Chats' });
  await expect(activity).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Recent Activity' })).toBeVisible();

  const look = (tab: typeof activity) =>
    tab.evaluate((element) => {
      const style = getComputedStyle(element);
      const line = getComputedStyle(element, '::before');
      return { height: element.getBoundingClientRect().height, color: style.color, line: line.content === 'none' ? null : [line.height, line.backgroundColor] };
    });
  // md line tabs: 40 px high; the selected one in fg with a 2 px brand.solid line, the other in fg.muted.
  expect(await look(activity)).toEqual({ height: 40, color: 'rgb(9, 9, 11)', line: ['2px', 'rgb(27, 62, 120)'] });
  expect(await look(chats)).toEqual({ height: 40, color: 'rgb(82, 82, 91)', line: null });

  await activity.focus();
  await page.keyboard.press('ArrowRight');
  await expect(chats).toBeFocused();
  await expect(chats).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Recent Chats' }).getByRole('link', { name: 'See all chats' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Recent Activity' })).toBeHidden();
  // Only the selected tab is in the tab order.
  await expect(activity).toHaveAttribute('tabindex', '-1');
});

test('the user menu’s button shows the user’s initials in a 36 px brand circle', async ({ page }) => {
  await loginAs(page, 'user', { path: '/' });
  const button = page.getByRole('button', { name: /^User menu for / });
  const name = (await button.getAttribute('aria-label'))!.replace(/^User menu for /, '');
  const words = name.trim().split(/\s+/);
  const initials = (words[0]!.charAt(0) + (words.length > 1 ? words.at(-1)!.charAt(0) : '')).toUpperCase();
  const avatar = button.locator('span').first();
  await expect(avatar).toHaveText(new RegExp(`^${initials}$`, 'i'));
  const look = await avatar.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return { size: [box.width, box.height], radius: style.borderRadius, background: style.backgroundColor, color: style.color, transform: style.textTransform };
  });
  // Chakra's sm subtle Avatar in brand: sizes.9, round, brand.muted behind brand.fg, upper case.
  expect(look).toEqual({ size: [36, 36], radius: '9999px', background: 'rgb(214, 228, 245)', color: 'rgb(27, 62, 120)', transform: 'uppercase' });
});
