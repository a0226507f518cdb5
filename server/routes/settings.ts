/**
 * Settings (billing-account §4, §7 "Settings and forwarding"): call forwarding per phone number
 * behind the account feature ALLOW_CALL_FORWARDING, greeting playback through the media route,
 * and re-recorded greetings. The VIP forwarding number's call is in routes/vip.ts.
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { CALL_FORWARDING_FEATURE, settingsMessages } from '../../src/contract/settings';
import { isForwardingNumber } from '../../src/domain/settings/forwarding-number';
import { recordingUrl } from '../db/repositories/account';
import {
  findPhoneNumber,
  findRecording,
  findRecordingOwner,
  isFeatureEnabled,
  saveGreetingAudio,
  setCallForwarding,
} from '../db/repositories/settings';
import { userAccountScope } from '../db/repositories/users';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { notifyAccount } from '../services/number-entries';
import { decodeGreeting, greetingAudio, newGreetingKey } from '../services/settings/greeting-audio';

/** Settings are hidden for BILLING_ADMIN (billing-account §6) and closed to restricted roles. */
const settingsRoles = { deny: ['GUEST', 'INACTIVE', 'BILLING_ADMIN'] } as const;

export function settingsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.conditionalCallForwarding, async (c, input) => {
    const db = c.var.database.db;
    const phone = await findPhoneNumber(db, input.phoneNumberId);
    if (!phone) throw new PortalHttpError(404, messages.notFound);
    await requireAccountAccess(c, phone.accountId, settingsRoles);
    if (!(await isFeatureEnabled(db, phone.accountId, CALL_FORWARDING_FEATURE))) {
      throw new PortalHttpError(403, settingsMessages.featureOff);
    }
    const forwardNumber = input.patchNumber ? input.patchNumber : phone.forwardNumber;
    if (input.handling === 'FORWARD' && !isForwardingNumber(forwardNumber)) {
      throw new PortalHttpError(400, settingsMessages.invalidForwardNumber);
    }
    if (input.handling === 'ANSWER' && input.patchNumber && !isForwardingNumber(input.patchNumber)) {
      throw new PortalHttpError(400, settingsMessages.invalidForwardNumber);
    }
    const updated = await setCallForwarding(db, phone.phoneNumberId, {
      handling: input.handling,
      forwardNumber,
      forwardToAgent: input.forwardToAgent ?? phone.forwardToAgent,
    });
    await notifyAccount(db, c.var.hub, phone.accountId);
    return updated;
  });

  registerEndpoint(api, endpoints.recordingAudio, async (c, _input, { params, session }) => {
    const db = c.var.database.db;
    const owner = await findRecordingOwner(db, params.audioKey);
    const scope = await userAccountScope(db, session.userId);
    const roles = owner?.accountId ? (scope.rolesByAccount[owner.accountId] ?? []) : [];
    const mayHear = owner && (owner.userId === session.userId || roles.some((role) => role !== 'INACTIVE'));
    // Another user's greeting or another account's recording is a 404, never audio.
    if (!owner || !mayHear) throw new PortalHttpError(404, messages.notFound);
    const audio = await greetingAudio(db, params.audioKey, owner.duration);
    return new Response(audio.data as Uint8Array<ArrayBuffer>, {
      headers: {
        'Content-Type': audio.contentType,
        'Content-Length': String(audio.data.byteLength),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  // The body (the audio as base64) is bounded by its own limit in http/input-limits.ts.
  registerEndpoint(api, endpoints.saveGreeting, async (c, input, { session }) => {
    const db = c.var.database.db;
    const audio = decodeGreeting(input.contentType, input.audio);
    if (input.recordingId === undefined) {
      const audioKey = newGreetingKey(`greeting-user-${session.userId}`);
      await saveGreetingAudio(db, { userId: session.userId }, { ...audio, audioKey, duration: input.duration });
      await c.var.hub.notifyUsers([session.userId], ['user']);
      return { recordingId: null, duration: input.duration, recordingUrl: recordingUrl(audioKey) };
    }
    const recording = await findRecording(db, input.recordingId);
    if (!recording?.accountId) throw new PortalHttpError(404, messages.notFound);
    // Account recordings are the account's: its GLOBALADMIN re-records them.
    await requireAccountAccess(c, recording.accountId, { allow: ['GLOBALADMIN'] });
    const audioKey = newGreetingKey(`rec-${recording.accountId}`);
    await saveGreetingAudio(db, { recordingId: recording.recordingId }, { ...audio, audioKey, duration: input.duration });
    await notifyAccount(db, c.var.hub, recording.accountId);
    return { recordingId: recording.recordingId, duration: input.duration, recordingUrl: recordingUrl(audioKey) };
  });

  return api;
}
