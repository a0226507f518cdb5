/**
 * An outgoing call from the in-browser phone (core §7 outcallRequest) becomes an OC item in the
 * caller's activity, and like any new activity it goes to the caller's automatic transfer links
 * whose rules match (billing-account §4).
 */
import type { Database } from '../../db/client';
import { insertOutcall, type OutcallRecord } from '../../db/repositories/phone';
import { enqueueNewActivity } from '../integrations/enqueue';

/** Files the OC item and queues its transfers. Returns the item's message id. */
export async function recordOutcall(database: Database, record: OutcallRecord): Promise<number> {
  const messageId = await insertOutcall(database.db, record);
  await enqueueNewActivity(database, [messageId]);
  return messageId;
}
