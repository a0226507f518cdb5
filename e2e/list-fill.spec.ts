/**
 * A list screen fills the window (src/components/page-fill.ts): the list's box takes the height the
 * filters leave, so the list scrolls and the page does not; a window too short for the box's
 * minimum scrolls the page as well. Checked on a desktop and a phone's window, where the filters
 * take different heights (the box used to be the window less a fixed guess, and the page scrolled
 * by up to 170 px when the filters wrapped).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs, openAgentSession, skipStayLoggedInPrompt } from './fixtures/auth';
import type { UserKey } from './fixtures/users';

const screens: { path: string; user: UserKey; list: string }[] = [
  { path: '/activity', user: 'globalAdmin', list: 'Activity items' },
  { path: '/chat-activity', user: 'globalAdmin', list: 'Chats' },
  { path: '/text-activity', user: 'userSms', list: 'Conversations' },
];

/** The least height of a list's box, in px (virtual-list.tsx). */
const minBoxHeight = 300;

/** The page's height and the list's scrolling box, measured once the list is laid out. */
async function measure(page: Page, list: string) {
  const items = page.getByRole('list', { name: list });
  await expect(items.getByRole('listitem').first()).toBeVisible();
  return items.evaluate((element) => {
    const box = element.parentElement!.getBoundingClientRect();
    const main = document.getElementById('main-content')!.getBoundingClientRect();
    return { page: document.documentElement.scrollHeight, window: innerHeight, boxHeight: Math.round(box.height), mainBottom: Math.round(main.bottom) };
  });
}

for (const { path, user, list } of screens) {
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`${path} fills a ${size.name}'s window: the list scrolls, not the page`, async ({ page }) => {
      await page.setViewportSize(size);
      await loginAs(page, user, { path });
      const m = await measure(page, list);
      expect(m.page).toBe(m.window);
      // The content ends at the window's bottom edge: the box took what the filters left.
      expect(m.mainBottom).toBe(m.window);
      expect(m.boxHeight).toBeGreaterThan(minBoxHeight);
    });
  }

  test(`${path} in a short window keeps the list's least height and scrolls the page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await loginAs(page, user, { path });
    const m = await measure(page, list);
    expect(m.page).toBeGreaterThan(m.window);
    // The texts list's column is as tall as the thread's panel beside it (at least 500 px).
    if (path === '/text-activity') expect(m.boxHeight).toBeGreaterThan(minBoxHeight);
    else expect(m.boxHeight).toBe(minBoxHeight);
  });
}

test("on a desktop, the texts list and the open conversation end together at the window's edge", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'userSms', { path: '/text-activity' });
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('button').first().click();
  const thread = page.getByRole('region', { name: /^Conversation with / });
  await expect(thread).toBeVisible();
  // The list's column is the list's card; the thread's panel is the thread's parent.
  const bottoms = await page.evaluate(() => {
    const listCard = document.querySelector('[role=list][aria-label=Conversations]')!.parentElement!.parentElement!.parentElement!;
    const panel = document.querySelector('section[aria-labelledby=text-thread-title]')!.parentElement!;
    return [Math.round(listCard.getBoundingClientRect().bottom), Math.round(panel.getBoundingClientRect().bottom)];
  });
  expect(bottoms[0]).toBe(bottoms[1]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(800);
});

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a search that empties the list keeps the list its place on a ${size.name}: the empty state in the middle, the footer at the bottom`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, 'globalAdmin', { path: '/activity' });
    const list = page.getByRole('list', { name: 'Activity items' });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('no item says this 7f3q');
    const empty = page.getByRole('heading', { name: "You're all caught up!" });
    await expect(empty).toBeVisible();
    // The empty state (the heading's block, with its icon and text) is centred in the rows' box; the
    // footer, with nothing left to show, keeps the height of a row with its small button (on a phone
    // it shrank to its padding, the box grew under it and the empty state moved down).
    const m = await empty.evaluate((heading) => {
      const state = heading.parentElement!.getBoundingClientRect();
      const box = heading.parentElement!.parentElement!;
      const rows = box.getBoundingClientRect();
      return { offCentre: state.top + state.height / 2 - (rows.top + rows.height / 2), footer: box.nextElementSibling!.getBoundingClientRect().height };
    });
    expect(Math.abs(m.offCentre)).toBeLessThan(2);
    expect(m.footer).toBeGreaterThanOrEqual(60);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(size.height);
  });
}

test("in an agent session the list fills what the taller top bar leaves", async ({ page }) => {
  // Tall enough that the list's box is above its least height under the agent's banner.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await skipStayLoggedInPrompt(page);
  await openAgentSession(page, 'user');
  await page.goto('/activity');
  const m = await measure(page, 'Activity items');
  // The agent's bar is 104 px, not 64: the page would scroll by 40 px with the customer's sums.
  expect(m.boxHeight).toBeGreaterThan(minBoxHeight);
  expect(m.page).toBe(m.window);
  expect(m.mainBottom).toBe(m.window);
});
