/** The signed-in user's switches (core §7): POST /api/me/holdCalls, POST /api/me/ackNotification. */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { acknowledgeNotification, setHoldCalls } from '../db/repositories/session-switches';
import { registerEndpoint } from '../http/endpoint';
import { PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';

export const sessionSwitchesMessages = { notificationNotFound: 'This usage notification was already dismissed.' } as const;

export function sessionSwitchesRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.holdCalls, async (c, input, { session }) => {
    await setHoldCalls(c.var.database.db, session.userId, input.holdCalls);
    await c.var.hub.notifyUsers([session.userId], ['user']);
    return { holdCalls: input.holdCalls };
  });

  registerEndpoint(api, endpoints.ackNotification, async (c, input, { session }) => {
    const done = await acknowledgeNotification(c.var.database.db, session.userId, input.usageNotificationId, new Date());
    if (!done) throw new PortalHttpError(404, sessionSwitchesMessages.notificationNotFound);
    await c.var.hub.notifyUsers([session.userId], ['user']);
    return { ok: true as const };
  });

  return api;
}
