/**
 * Sending a text (core §5 Send text): the source number must be the user's, ACTIVE with
 * dlcVerified Y, on an account where the user holds a non-restricted role; the text lands in its
 * conversation, goes out through the SMS adapter (Twilio when configured, else the outbox table)
 * and every user of the account is told over /update. The item of a new conversation goes to the
 * sender's automatic transfer links whose rules match.
 */
import { textMessages, type SmsTask } from '../../../src/contract/text';
import { toStoredPhoneNumber } from '../../../src/domain/numbers/stored-number';
import { sendableNumbers } from '../../../src/domain/text/text-rules';
import type { Database, Db } from '../../db/client';
import { appendText, getSmsTask, userPatchNumber } from '../../db/repositories/text';
import { userAccountScope, userDisplayName, userIdsOfAccounts } from '../../db/repositories/users';
import { PortalHttpError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { enqueueNewActivity } from '../integrations/enqueue';
import type { Notifier } from '../outbox/notifier';

export interface SendTextInput {
  userId: number;
  sourcePhoneNumberId: number;
  destinationPhoneNumber: string;
  message: string;
}

export async function sendText(deps: { database: Database; hub: RealtimeHub; notifier: Notifier }, input: SendTextInput): Promise<SmsTask> {
  const { db } = deps.database;
  const number = await userPatchNumber(db, input.userId, input.sourcePhoneNumberId);
  const scope = await userAccountScope(db, input.userId);
  const roles = scope.accountIds.flatMap((accountId) => (scope.rolesByAccount[accountId] ?? []).map((userRoleKey) => ({ accountId, userRoleKey })));
  if (!number || sendableNumbers([number], roles).length === 0) throw new PortalHttpError(403, textMessages.cannotSend);
  const contact = toStoredPhoneNumber(input.destinationPhoneNumber);
  if (!contact) throw new PortalHttpError(400, 'The destination number is not valid.');
  const displayName = await userDisplayName(db, input.userId);
  const { taskId, newActivityId } = await appendText(db, {
    number,
    contact,
    text: input.message,
    sender: { userId: input.userId, displayName },
    recipientUserId: input.userId,
  });
  // A new conversation's item is new activity: the sender's automatic transfer links get it.
  if (newActivityId !== null) await enqueueNewActivity(deps.database, [newActivityId]);
  await deps.notifier.send({ channel: 'sms', to: contact, from: number.phoneNumber, text: input.message, purpose: 'text-message', userId: input.userId });
  await notifyTexts(deps.hub, db, number.accountId);
  const task = await getSmsTask(db, taskId);
  if (!task) throw new PortalHttpError(404, 'The conversation was not found.');
  return task;
}

/** Every user of the account refreshes its conversations, counters and activity. */
export async function notifyTexts(hub: RealtimeHub, db: Db, accountId: number): Promise<void> {
  const userIds = await userIdsOfAccounts(db, [accountId]);
  await hub.notifyUsers(userIds, ['texts', 'messages', 'user']);
}
