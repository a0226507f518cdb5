import * as z from 'zod/mini';

/**
 * Web push (spec core §4 Login and session, §7 Auth and user): the portal fetches the server's
 * public key, subscribes the browser with it and posts the subscription as a WEBPUSH device.
 */

/** GET /api/publicKey/webApi: the VAPID application server key, base64url (an uncompressed P-256 point). */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{40,}$/)) });

const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/));

/** POST /api/devices: a browser's push subscription (endpoint plus its p256dh key and auth secret). */
export const deviceRequestSchema = z.object({
  systemType: z.literal('WEBPUSH'),
  description: z.string().check(z.maxLength(200)),
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
  clientKey: base64url(200),
  clientAuth: base64url(100),
});
export type DeviceRequest = z.infer<typeof deviceRequestSchema>;

export const deviceResponseSchema = z.object({ deviceId: z.int() });
