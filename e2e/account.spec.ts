/** The account hub (billing-account §2 Account hub, §6): tiles by role on /account and /profile, and the secondary list. */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import type { UserKey } from './fixtures/users';

const allTiles = ['Company', 'Settings', 'Insights', 'Billing', 'Integrations'];
const cases: { key: UserKey; tiles: string[] }[] = [
  { key: 'globalAdmin', tiles: allTiles },
  { key: 'user', tiles: ['Company', 'Settings'] },
  { key: 'partner', tiles: ['Company', 'Settings'] },
  { key: 'billingAdmin', tiles: [] },
];

for (const { key, tiles } of cases) {
  test(`${key} sees the tiles ${tiles.join(', ') || '(none)'}`, async ({ page }) => {
    await loginAs(page, key, { path: '/account' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hub = page.getByRole('navigation', { name: 'Your account' });
    if (tiles.length === 0) {
      await expect(page.getByRole('heading', { name: 'Account', level: 1 }).or(page.getByRole('heading', { level: 1 }))).toBeVisible();
      await expect(hub).toHaveCount(0);
      return;
    }
    await expect(hub.getByRole('link')).toHaveText(tiles.map((tile) => new RegExp(`^${tile}`)));
    for (const tile of allTiles.filter((name) => !tiles.includes(name))) {
      await expect(hub.getByRole('link', { name: new RegExp(`^${tile}`) })).toHaveCount(0);
    }
  });
}

/** The secondary list of a GLOBALADMIN (billing-account §2): every page, Blocked Contacts too. */
const secondaryList = ['Company', 'Settings', 'Blocked Contacts', 'Insights', 'Billing', 'Integrations'];

test('the hub on /profile leads to Settings, which keeps the secondary list', async ({ page }) => {
  await loginAs(page, 'globalAdmin', { path: '/profile' });
  const hub = page.getByRole('navigation', { name: 'Your account' });
  const list = page.getByRole('navigation', { name: 'Account pages' });
  await expect(list.getByRole('link')).toHaveText(secondaryList);
  expect(await seriousViolations(page)).toEqual([]);
  await hub.getByRole('link', { name: /^Settings/ }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // The same list, now with Settings as the current page; it leads on to Company.
  await expect(list.getByRole('link')).toHaveText(secondaryList);
  await expect(list.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await list.getByRole('link', { name: 'Company' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(list.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
});
