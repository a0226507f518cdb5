/**
 * The in-browser phone (core §7): GET /api/me/twilioToken gives a Twilio Voice access token when
 * the server holds Twilio's keys (a 404 saying so otherwise: config.js then names the simulated line); POST
 * /api/me/outcallRequest checks the Call From number is the user's, records the call as an OC
 * item in the caller's activity (services/phone/outcall-record.ts: its transfers too) and returns
 * the PIN the voice line dials with. Both apply the screen's rule first (src/domain/phone: patch
 * numbers and no GRASSHOPPER role on any account).
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { phoneMessages } from '../../src/contract/phone';
import { phoneRefusal } from '../../src/domain/phone/phone-access';
import type { Db } from '../db/client';
import { userPhoneFacts } from '../db/repositories/phone';
import { userPatchNumber } from '../db/repositories/text';
import { userDisplayName } from '../db/repositories/users';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { recordOutcall } from '../services/phone/outcall-record';
import { twilioVoiceConfig, VOICE_TOKEN_TTL_SECONDS, voiceAccessToken, voiceIdentity } from '../services/phone/twilio-token';
import { restrictedRoles } from '../services/number-entries';

/** The top bar's rule on the server: a 403 saying why, as the toggle's tooltip does. */
async function requirePhoneUser(db: Db, userId: number): Promise<void> {
  const refusal = phoneRefusal(await userPhoneFacts(db, userId));
  if (refusal) throw new PortalHttpError(403, refusal === 'noNumbers' ? phoneMessages.noNumbers : phoneMessages.notForRole);
}

export function phoneRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.twilioToken, async (c, _input, { session }) => {
    await requirePhoneUser(c.var.database.db, session.userId);
    const config = twilioVoiceConfig(c.var.env);
    if (!config) throw new PortalHttpError(404, phoneMessages.notConfigured);
    const identity = voiceIdentity(session.userId);
    c.header('Cache-Control', 'no-store');
    return { token: voiceAccessToken(config, identity), identity, ttl: VOICE_TOKEN_TTL_SECONDS };
  });

  registerEndpoint(api, endpoints.outcallRequest, async (c, input, { session }) => {
    const { db } = c.var.database;
    await requirePhoneUser(db, session.userId);
    const number = await userPatchNumber(db, session.userId, input.phoneNumberId);
    if (!number) throw new PortalHttpError(403, phoneMessages.notYourNumber);
    await requireAccountAccess(c, number.accountId, { deny: [...restrictedRoles], message: phoneMessages.notYourNumber });
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
