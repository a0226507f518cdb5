import { fetchPushPublicKey, registerPushDevice } from '@/api/push/push.requests';
import { base64UrlToBytes, deviceFromSubscription, type SubscriptionJson } from '@/lib/push-subscription';
import { pushAvailability } from './push-support';
import { getSession, patchSession } from './session-store';

/**
 * Web push (spec core §4 "Push"): fetch the public key, subscribe this browser through the
 * portal's service worker (public/push-sw.js), keep the subscription in the session state and
 * post it as a WEBPUSH device. Loaded on demand: at login when notifications are already allowed,
 * or when the person turns them on from the user menu. Never in an agent session: the support
 * agent's browser is not the customer's device.
 */
export type PushResult = 'registered' | 'refused' | 'denied' | 'unsupported';

const workerUrl = '/push-sw.js';

/** The browser's subscription for the server's current key: kept when it was made with that key, else renewed. */
async function subscribe(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.register(workerUrl, { scope: '/' });
  await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(await fetchPushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameBytes(existing.options?.applicationServerKey ?? null, applicationServerKey)) return existing;
    // The server's key changed (another PORTAL_SECRET): the old subscription can no longer be used.
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, k) => byte === b[k]);
}

/** Subscribes when notifications are already allowed; asks nothing. Failures are the caller's. */
export async function registerPush(): Promise<PushResult> {
  if (getSession().isAgent) return 'refused';
  const availability = pushAvailability();
  if (availability === 'unsupported') return 'unsupported';
  if (availability !== 'granted') return 'denied';
  const json: SubscriptionJson = (await subscribe()).toJSON();
  const device = deviceFromSubscription(json, navigator.userAgent);
  if (!device) return 'unsupported';
  patchSession({ push: { endpoint: device.endpoint, key: device.clientKey, auth: device.clientAuth } });
  return (await registerPushDevice(device)) ? 'registered' : 'refused';
}

/** The user menu's "turn on": asks the browser's permission (a user gesture), then subscribes. */
export async function enablePush(): Promise<PushResult> {
  if (pushAvailability() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  return permission === 'granted' ? registerPush() : 'denied';
}
