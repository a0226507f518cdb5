import type { DeviceRequest } from '@/contract/push';

/**
 * Pure pieces of web push registration (spec core §4 Push): the server's base64url key as the
 * bytes `pushManager.subscribe` wants, and a browser subscription as the WEBPUSH device the
 * portal posts. No browser APIs here, so they are unit-tested on their own.
 */

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What `PushSubscription.toJSON()` gives. */
export interface SubscriptionJson {
  endpoint?: string;
  keys?: Record<string, string>;
}

/** "Chrome on Windows": lets a person tell their devices apart in a list (best effort). */
export function describeBrowser(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/** The device record for a subscription, or null when the browser gave no endpoint or keys. */
export function deviceFromSubscription(subscription: SubscriptionJson, userAgent: string): DeviceRequest | null {
  const clientKey = subscription.keys?.['p256dh'];
  const clientAuth = subscription.keys?.['auth'];
  if (!subscription.endpoint || !clientKey || !clientAuth) return null;
  return { systemType: 'WEBPUSH', description: describeBrowser(userAgent), endpoint: subscription.endpoint, clientKey, clientAuth };
}
