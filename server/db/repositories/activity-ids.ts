/**
 * Ids for an activity item the server files itself (an outcall, an assist task, the item of a
 * new text conversation). Every seeded item is a delivery with a delivery id (core §3); these
 * get one too, so follow-up, Transfer to and the integrations' automatic rules treat them alike.
 * Their delivery ids are a range of their own, apart from the seed's (700 000 + message id) and
 * the test surface's (900 000 + message id), and unique because the message id is.
 */
import type { Db } from '../client';
import { messages } from '../schema';
import { nextSerialId } from './serial-ids';

export const SERVER_DELIVERY_ID_BASE = 1_000_000_000;

/** The next message id (from the table's own sequence) and its delivery id. */
export async function newActivityIds(db: Db): Promise<{ messageId: number; deliveryId: number }> {
  const messageId = await nextSerialId(db, messages.messageId);
  return { messageId, deliveryId: SERVER_DELIVERY_ID_BASE + messageId };
}
