/**
 * The VAPID key pair of web push (RFC 8292): browsers subscribe with its public key, and a push
 * sender signs with the private key. Derived from PORTAL_SECRET when it is set, so every process
 * on one database agrees and subscriptions survive a restart; otherwise random per process
 * (development: a restart invalidates the browsers' subscriptions, which they then renew).
 * The reference server stores subscriptions but sends no pushes: it has no push service to reach.
 */
import { createECDH, hkdfSync, randomBytes } from 'node:crypto';

export interface VapidKeys {
  /** Uncompressed P-256 point (65 bytes), base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: Buffer;
}

export function vapidKeys(secret: string | undefined): VapidKeys {
  const privateKey = secret
    ? Buffer.from(hkdfSync('sha256', secret, 'portal-vapid', 'P-256 private key', 32))
    : randomBytes(32);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
}
