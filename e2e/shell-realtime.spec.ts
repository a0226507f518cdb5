/**
 * Live updates (core §7): a change on the server reaches the open page over the /update
 * websocket and makes it refetch; a dropped socket shows a reconnecting state, reconnects and
 * refetches what it may have missed.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { watchRealtime } from './fixtures/realtime';
import { createMessage, injectFault, triggerUpdate } from './fixtures/test-control';
import { demoUser } from './fixtures/users';

// The drop test closes every socket on the server: keep this file's tests in one worker, in order.
// (A socket of another file's test that is dropped just reconnects and refetches.)
test.describe.configure({ mode: 'default' });

const meRefetch = (page: Page, timeout?: number) =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/portalApi/api/me' && r.request().method() === 'GET',
    timeout ? { timeout } : undefined,
  );

/** The shell's connection indicator in its reconnecting state (text or accessible name). */
const reconnecting = (page: Page) => page.getByText(/reconnecting/i).or(page.getByLabel(/reconnecting/i)).first();

test('an update pushed by the server makes the open page refetch the user', async ({ page, request }) => {
  const realtime = watchRealtime(page);
  await loginAs(page, 'user');
  await expect.poll(() => realtime.openReadyCount()).toBe(1);

  const refetch = meRefetch(page);
  await triggerUpdate(request, demoUser('user').username);
  expect((await refetch).status()).toBe(200);
});

test('a message created on the server reaches the open page', async ({ page, request }) => {
  const realtime = watchRealtime(page);
  await loginAs(page, 'locationAdmin');
  await expect.poll(() => realtime.openReadyCount()).toBe(1);

  const refetch = meRefetch(page);
  await createMessage(request, demoUser('locationAdmin').username, 'Realtime e2e: please call back.');
  expect((await refetch).status()).toBe(200);
});

test('a dropped websocket shows reconnecting, then reconnects and refetches what changed meanwhile', async ({ page, request }) => {
  const realtime = watchRealtime(page);
  await loginAs(page, 'userSms');
  await expect.poll(() => realtime.openReadyCount()).toBe(1);

  // The client reconnects within 5 s of a close; once the server is ready it refetches what the
  // server says changed while it was away (here the user, changed while no socket was open).
  const refetch = meRefetch(page, 30_000);
  await injectFault(request, { dropWebsockets: true });
  await expect.poll(() => realtime.sockets[0]?.closed).toBe(true);
  await expect(reconnecting(page)).toBeVisible();
  await triggerUpdate(request, demoUser('userSms').username, ['user']);

  await expect.poll(() => realtime.openReadyCount(), { timeout: 30_000 }).toBe(1);
  expect(realtime.sockets.length).toBeGreaterThanOrEqual(2);
  const ready = realtime.sockets.at(-1)!.received.find((m) => m.type === 'ready');
  expect(ready).toMatchObject({ type: 'ready', changed: expect.anything() });
  expect((await refetch).status()).toBe(200);
  await expect(reconnecting(page)).toBeHidden({ timeout: 15_000 });
});
