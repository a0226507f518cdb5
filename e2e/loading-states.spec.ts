/**
 * Every screen's first load, caught while it shows: the answer it waits for is held back, so axe
 * reads the loading state itself (a flaky /company check once caught a spinner named without a
 * role, which ARIA forbids), then the screen fills once the answer is let through.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { holdBack } from './fixtures/hold-back';
import { createQuote } from './fixtures/test-control';

interface Screen {
  path: string;
  /** The answer the first load waits for. */
  answer: RegExp;
  loading: string;
  loaded: { role: 'heading' | 'tab' | 'list'; name: string };
  /** What a person does before the screen asks (billing: choose one of several accounts). */
  prepare?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { path: '/company', answer: /\/api\/accounts\/\d+(\?|$)/, loading: 'Loading company…', loaded: { role: 'heading', name: 'Directory' } },
  { path: '/settings', answer: /\/api\/accounts\/\d+(\?|$)/, loading: 'Loading settings…', loaded: { role: 'heading', name: 'Call forwarding' } },
  {
    path: '/billing',
    answer: /\/api\/accounts\/\d+(\?|$)/,
    loading: 'Loading billing',
    loaded: { role: 'tab', name: 'Invoices' },
    prepare: (page) => page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Harbor Law Group' }).then(() => undefined),
  },
  { path: '/activity', answer: /\/api\/messages\/all\?/, loading: 'Loading activity…', loaded: { role: 'list', name: 'Activity' } },
  { path: '/chat-activity', answer: /\/api\/messages\/all\?/, loading: 'Loading chats…', loaded: { role: 'list', name: 'Chats' } },
  { path: '/vip', answer: /\/api\/vipCallers\//, loading: 'Loading…', loaded: { role: 'heading', name: 'VIP Contacts' } },
  { path: '/blocked', answer: /\/api\/blockNumbers\//, loading: 'Loading…', loaded: { role: 'heading', name: 'Blocked Contacts' } },
  { path: '/text-activity', answer: /\/api\/smsTasks(\?|$)/, loading: 'Loading conversations', loaded: { role: 'heading', name: 'Texts' } },
  { path: '/leads', answer: /\/api\/leads(\?|$)/, loading: 'Loading leads', loaded: { role: 'heading', name: 'Leads' } },
  { path: '/integrations', answer: /\/api\/transfers\/links$/, loading: 'Loading integrations', loaded: { role: 'heading', name: 'Integrations' } },
];

for (const screen of screens) {
  test(`${screen.path}: the first load is a named status that passes axe, then the screen fills`, async ({ page }) => {
    await loginAs(page, 'globalAdmin');
    const release = await holdBack(page, screen.answer);
    await page.goto(screen.path);
    await screen.prepare?.(page);
    const loading = page.getByRole('status', { name: screen.loading, exact: true });
    await expect(loading.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole(screen.loaded.role, { name: screen.loaded.name }).first()).toBeVisible();
  });
}

test('the quote page: its first load is a named status that passes axe', async ({ page, request }) => {
  const token = await createQuote(request);
  const release = await holdBack(page, /\/api\/startQuoteV2\/quoteInfo/);
  await page.goto(`/quote#token=${token}`);
  const loading = page.getByRole('status', { name: 'Loading your quote…' });
  await expect(loading).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
});
