/**
 * A text from a contact to one of the account's numbers (what an SMS provider's inbound webhook
 * reports; the test surface plays it): it lands in its conversation, a new conversation's
 * activity item goes to the recipient's automatic transfer links whose rules match
 * (billing-account §4), and every user of the account is told over /update.
 */
import type { Database } from '../../db/client';
import { appendText, type TextToAppend } from '../../db/repositories/text';
import type { RealtimeHub } from '../../realtime/hub';
import { enqueueNewActivity } from '../integrations/enqueue';
import { notifyTexts } from './send-text';

export async function receiveText(deps: { database: Database; hub: RealtimeHub }, text: Omit<TextToAppend, 'sender'>): Promise<number> {
  const { taskId, newActivityId } = await appendText(deps.database.db, text);
  if (newActivityId !== null) await enqueueNewActivity(deps.database, [newActivityId]);
  await notifyTexts(deps.hub, deps.database.db, text.number.accountId);
  return taskId;
}
