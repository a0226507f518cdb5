/**
 * Web push subscription (core §4 Login and session, §7): GET /api/publicKey/webApi gives the
 * VAPID public key; POST /api/devices stores the browser's subscription as a WEBPUSH device.
 * Agent sessions may not register: the support agent's browser is not the customer's device
 * (the client ignores that 403, as the spec says).
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { saveDevice } from '../db/repositories/push';
import { registerEndpoint } from '../http/endpoint';
import { refuseInAgentSession } from '../http/session';
import type { AppEnv } from '../http/types';
import { vapidKeys, type VapidKeys } from '../push/vapid';

export function pushRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // Derived once per secret (an app built in tests may carry another env than the last one).
  const keys = new Map<string | undefined, VapidKeys>();
  const keysFor = (secret: string | undefined) => {
    let value = keys.get(secret);
    if (!value) keys.set(secret, (value = vapidKeys(secret)));
    return value;
  };

  registerEndpoint(api, endpoints.pushPublicKey, (c) => ({ publicKey: keysFor(c.var.env.PORTAL_SECRET).publicKey }));

  registerEndpoint(api, endpoints.registerDevice, async (c, input, { session }) => {
    refuseInAgentSession(c);
    return { deviceId: await saveDevice(c.var.database.db, session.userId, input) };
  });

  return api;
}
