/**
 * POST /api/me/assistRequest (core §7, §5 Assist request): the location must be one the user
 * works in, the originating number one of the user's, and a referenced activity item and a
 * referenced task each one the user sees (checked on their own: a visible message does not vouch
 * for the task id sent beside it). The request becomes an open TASK item in the requester's
 * activity (services/assist: its transfers too).
 */
import { Hono } from 'hono';
import { assistMessages } from '../../src/contract/assist';
import { endpoints } from '../../src/contract/endpoints';
import { findChangeTargets } from '../db/repositories/activity';
import { locationAccountId, seesTask } from '../db/repositories/assist';
import { userPatchNumber } from '../db/repositories/text';
import { userAccountScope, userDisplayName } from '../db/repositories/users';
import { registerEndpoint } from '../http/endpoint';
import { PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { fileAssistTask } from '../services/assist/assist-task';

export function assistRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.assistRequest, async (c, input, { session }) => {
    const { db } = c.var.database;
    const scope = await userAccountScope(db, session.userId);
    const accountId = await locationAccountId(db, input.locationId);
    const locations = accountId === null ? undefined : scope.locationIdsByAccount[accountId];
    if (accountId === null || locations === undefined || (locations !== null && !locations.includes(input.locationId))) {
      throw new PortalHttpError(403, assistMessages.notYourLocation);
    }
    const number = await userPatchNumber(db, session.userId, input.outboundPhoneNumberId);
    if (!number) throw new PortalHttpError(403, assistMessages.notYourNumber);
    if (input.referenceMessageId !== undefined) {
      const [target] = await findChangeTargets(db, { userId: session.userId, scope }, [input.referenceMessageId]);
      if (!target) throw new PortalHttpError(404, assistMessages.notYourMessage);
    }
    if (input.referenceTaskId !== undefined && !(await seesTask(db, { userId: session.userId, scope }, input.referenceTaskId))) {
      throw new PortalHttpError(404, assistMessages.notYourTask);
    }
    const messageId = await fileAssistTask(c.var.database, {
      userId: session.userId,
      accountId,
      locationId: input.locationId,
      request: input.request,
      requester: await userDisplayName(db, session.userId),
      sourceNumber: number.phoneNumber,
      referenceTaskId: input.referenceTaskId ?? null,
    });
    await c.var.hub.notifyUsers([session.userId], ['messages']);
    return { messageId };
  });

  return api;
}
