/**
 * An assist request (core §7 assistRequest) becomes an open TASK item in the requester's
 * activity, and like any new activity it goes to the requester's automatic transfer links whose
 * rules match (billing-account §4).
 */
import type { Database } from '../../db/client';
import { insertAssistTask, type AssistTask } from '../../db/repositories/assist';
import { enqueueNewActivity } from '../integrations/enqueue';

/** Files the TASK item and queues its transfers. Returns the item's message id. */
export async function fileAssistTask(database: Database, task: AssistTask): Promise<number> {
  const messageId = await insertAssistTask(database.db, task);
  await enqueueNewActivity(database, [messageId]);
  return messageId;
}
