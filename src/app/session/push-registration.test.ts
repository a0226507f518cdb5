import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64UrlToBytes } from '@/lib/push-subscription';
import { enablePush, registerPush } from './push-registration';
import { getSession, patchSession, resetSessionStore } from './session-store';

/**
 * The registration against a fake browser push stack (jsdom has none): what is fetched, what the
 * browser is asked, what is posted, and the 403 the spec says to ignore.
 */
const publicKey = 'B'.padEnd(87, 'A');
const fetchMock = vi.fn<typeof fetch>();
const bodies: string[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...(status >= 400 ? { 'X-PORTAL-ERROR': 'No.' } : {}) } });
const requests = () => fetchMock.mock.calls.map(([input]) => input as Request);

function fakePushStack(permission: NotificationPermission, existing: PushSubscription | null = null) {
  const subscription = {
    toJSON: () => ({ endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'BNcRdre', auth: 'tBHItJI' } }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration) };
  vi.stubGlobal('navigator', { serviceWorker, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' });
  vi.stubGlobal('PushManager', function PushManager() {});
  const Notification = { permission, requestPermission: vi.fn(async () => 'granted' as NotificationPermission) };
  vi.stubGlobal('Notification', Notification);
  return { pushManager, serviceWorker, Notification };
}

beforeEach(() => {
  bodies.length = 0;
  // Keep each request's body: ky hands fetch the Request, whose body can be read only once.
  vi.stubGlobal('fetch', async (input: Request) => {
    bodies.push(await input.clone().text());
    return fetchMock(input);
  });
  patchSession({ sessionKey: 'key-1', state: 'active' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetSessionStore();
});

describe('web push registration', () => {
  it('with notifications allowed: subscribes with the server key, keeps the subscription, posts the WEBPUSH device', async () => {
    const { pushManager, serviceWorker } = fakePushStack('granted');
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname.endsWith('/api/publicKey/webApi') ? json({ publicKey }) : json({ deviceId: 7 }),
    );
    expect(await registerPush()).toBe('registered');
    expect(serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    const post = requests()[1]!;
    expect(post.method).toBe('POST');
    expect(new URL(post.url).pathname).toMatch(/\/portalApi\/api\/devices$/);
    expect(Object.fromEntries(new URLSearchParams(bodies[1]))).toEqual({
      systemType: 'WEBPUSH',
      description: 'Chrome on Linux',
      endpoint: 'https://push.example.com/send/1',
      clientKey: 'BNcRdre',
      clientAuth: 'tBHItJI',
    });
    expect(getSession().push).toEqual({ endpoint: 'https://push.example.com/send/1', key: 'BNcRdre', auth: 'tBHItJI' });
  });

  it('keeps a subscription made with the current key, and renews one made with another', async () => {
    const made = (key: Uint8Array) => {
      const unsubscribe = vi.fn(async () => true);
      const subscription = {
        options: { applicationServerKey: key.buffer },
        unsubscribe,
        toJSON: () => ({ endpoint: 'https://push.example.com/old', keys: { p256dh: 'k', auth: 'a' } }),
      } as unknown as PushSubscription;
      return { subscription, unsubscribe };
    };
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname.endsWith('/api/publicKey/webApi') ? json({ publicKey }) : json({ deviceId: 3 }),
    );
    const current = made(base64UrlToBytes(publicKey));
    const kept = fakePushStack('granted', current.subscription);
    expect(await registerPush()).toBe('registered');
    expect(kept.pushManager.subscribe).not.toHaveBeenCalled();
    expect(current.unsubscribe).not.toHaveBeenCalled();

    const stale = made(base64UrlToBytes('C'.padEnd(87, 'A')));
    const renewed = fakePushStack('granted', stale.subscription);
    expect(await registerPush()).toBe('registered');
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(renewed.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(getSession().push?.endpoint).toBe('https://push.example.com/send/1');
  });

  it('ignores a 403 on the device post (spec core §7)', async () => {
    fakePushStack('granted');
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname.endsWith('/api/publicKey/webApi') ? json({ publicKey }) : json({}, 403),
    );
    expect(await registerPush()).toBe('refused');
  });

  it('asks nothing and posts nothing when notifications are not allowed, or in an agent session', async () => {
    const { serviceWorker } = fakePushStack('default');
    expect(await registerPush()).toBe('denied');
    fakePushStack('granted');
    patchSession({ isAgent: true });
    expect(await registerPush()).toBe('refused');
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turning on from the menu asks the browser first, then subscribes', async () => {
    const { Notification, pushManager } = fakePushStack('default');
    Notification.requestPermission.mockImplementation(async () => {
      Notification.permission = 'granted';
      return 'granted';
    });
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname.endsWith('/api/publicKey/webApi') ? json({ publicKey }) : json({ deviceId: 1 }),
    );
    expect(await enablePush()).toBe('registered');
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();

    const blocked = fakePushStack('default');
    blocked.Notification.requestPermission.mockResolvedValue('denied');
    expect(await enablePush()).toBe('denied');
  });
});
