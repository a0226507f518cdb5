/**
 * The in-browser phone (core §7): GET /api/me/twilioToken gives a Twilio Voice access token when
 * the server holds Twilio's keys (a 404 saying so otherwise: config.js then names the simulated line); POST
 * /api/me/outcallRequest checks the Call From number is the user's, records the call as an OC
 * item in the caller's activity (services/phone/outcall-record.ts: its transfers too) and returns
 * the PIN the voice line dials with.
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { phoneMessages } from '../../src/contract/phone';
import { userPatchNumber } from '../db/repositories/text';
import { userDisplayName } from '../db/repositories/users';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { recordOutcall } from '../services/phone/outcall-record';
import { twilioVoiceConfig, VOICE_TOKEN_TTL_SECONDS, voiceAccessToken, voiceIdentity } from '../services/phone/twilio-token';
import { restrictedRoles } from '../services/number-entries';

export function phoneRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.twilioToken, (c, _input, { session }) => {
    const config = twilioVoiceConfig(c.var.env);
    if (!config) throw new PortalHttpError(404, phoneMessages.notConfigured);
    const identity = voiceIdentity(session.userId);
    c.header('Cache-Control', 'no-store');
    return { token: voiceAccessToken(config, identity), identity, ttl: VOICE_TOKEN_TTL_SECONDS };
  });

  registerEndpoint(api, endpoints.outcallRequest, async (c, input, { session }) => {
    const { db } = c.var.database;
    const number = await userPatchNumber(db, session.userId, input.phoneNumberId);
    if (!number) throw new PortalHttpError(403, phoneMessages.notYourNumber);
    await requireAccountAccess(c, number.accountId, { deny: [...restrictedRoles, 'GRASSHOPPER'], message: phoneMessages.notYourNumber });
    const messageId = await recordOutcall(c.var.database, {
      userId: session.userId,
      accountId: number.accountId,
      sourceNumber: number.phoneNumber,
      outcallNumber: input.outcallNumber,
      callerName: await userDisplayName(db, session.userId),
    });
    await c.var.hub.notifyUsers([session.userId], ['messages']);
    return { outcallPin: String(randomInt(0, 1_000_000)).padStart(6, '0'), messageId };
  });

  return api;
}
