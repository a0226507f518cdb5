/**
 * On a touch screen the small controls take taps 44 px high (src/components/touch-target.ts) without
 * being drawn larger, and a contact's whole card opens it. Each check taps where the control is
 * not drawn: beside it, inside its tap area, and asks what the tap reached.
 */
import { expect, test, type Locator } from '@playwright/test';
import { loginAs } from './fixtures/auth';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The element a tap `dy` px below (negative: above) the control's vertical centre reaches. */
async function reachedBy(control: Locator, dy: number) {
  // elementFromPoint sees only the window: bring the control and its tap area into it.
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not laid out');
  return { height: box.height, reached: await control.evaluate((element, y) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2 + y);
    return hit !== null && element.contains(hit);
  }, dy) };
}

test('a quick filter chip takes a tap just above and below it', async ({ page }) => {
  await loginAs(page, 'globalAdmin', { path: '/activity' });
  const chip = page.getByRole('group', { name: 'Quick filters' }).getByRole('button').first();
  await expect(chip).toBeVisible();
  // Drawn 32 px high; 20 px from its centre is outside it, and inside its 44 px tap area.
  for (const dy of [-20, 20]) {
    const { height, reached } = await reachedBy(chip, dy);
    expect(height).toBe(32);
    expect(reached).toBe(true);
  }
  const { y, x, height, width } = (await chip.boundingBox())!;
  await page.touchscreen.tap(x + width / 2, y + height + 5);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
});

test("the dashboard's See all activity takes a tap above and below its line", async ({ page }) => {
  await loginAs(page, 'globalAdmin', { path: '/' });
  const link = page.getByRole('link', { name: 'See all activity' });
  await expect(link).toBeVisible();
  for (const dy of [-20, 20]) expect((await reachedBy(link, dy)).reached).toBe(true);
  const { x, y, width, height } = (await link.boundingBox())!;
  await page.touchscreen.tap(x + width / 2, y + height + 8);
  await page.waitForURL((url) => url.pathname === '/activity');
});

test("an Insights chart's type buttons take a tap above and below them", async ({ page }) => {
  await loginAs(page, 'globalAdmin', { path: '/reports' });
  const group = page.getByRole('group', { name: 'Chart type' }).first();
  const last = group.getByRole('button').last();
  await expect(last).toBeVisible();
  for (const dy of [-20, 20]) expect((await reachedBy(last, dy)).reached).toBe(true);
  const { x, y, width } = (await last.boundingBox())!;
  await page.touchscreen.tap(x + width / 2, y - 5);
  await expect(last).toHaveAttribute('aria-pressed', 'true');
});

test("a contact's card opens the contact wherever it is tapped, and its menu button still opens the menu", async ({ page }) => {
  await loginAs(page, 'user', { path: '/contacts' });
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  await expect(menu).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: menu }).first();
  const name = (await card.getByRole('button').first().textContent())!;
  // The card's detail line (business · number), under the name: not the name's own box.
  const detail = card.locator('p');
  const { x, y, height } = (await detail.boundingBox())!;
  await page.touchscreen.tap(x + 4, y + height / 2);
  await expect(page.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: /^Close/ }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await menu.tap();
  await expect(page.getByRole('menuitem', { name: 'Delete Contact' })).toBeVisible();
});

test("the drawer's actions are rows like its links: 44 px high, icons and labels in the links' columns", async ({ page }) => {
  await loginAs(page, 'globalAdmin', { path: '/' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  // Measure once the drawer has slid in.
  await drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const link = drawer.getByRole('link', { name: 'Contacts', exact: true });
  const linkIcon = (await link.locator('svg').boundingBox())!;
  const linkLabel = (await link.getByText('Contacts', { exact: true }).boundingBox())!;
  for (const action of [drawer.getByRole('link', { name: 'Refer and Save' }), drawer.getByRole('button', { name: 'Request Assist' }), drawer.getByRole('link', { name: 'Help Center' })]) {
    const box = (await action.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect((await action.locator('svg').boundingBox())!.x).toBe(linkIcon.x);
    const labelLeft = await action.evaluate((element) => {
      const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      const range = document.createRange();
      range.selectNodeContents(text!);
      return range.getBoundingClientRect().left;
    });
    expect(Math.abs(labelLeft - linkLabel.x)).toBeLessThanOrEqual(0.5);
  }
});

test("the phone's keypad keys are a finger's height", async ({ page }) => {
  await loginAs(page, 'userOutcall', { path: '/' });
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  const keypad = page.getByRole('dialog', { name: 'Phone' }).getByRole('group', { name: 'Keypad' });
  for (const key of ['1', '0', '#']) {
    expect((await keypad.getByRole('button', { name: key, exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});
