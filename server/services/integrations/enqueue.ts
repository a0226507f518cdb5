/**
 * What puts deliveries on the queue (billing-account §4): new activity matching a link's rules,
 * a transfer by hand, and back fill of the past days.
 */
import type { Database } from '../../db/client';
import { automaticLinksOfUsers, type StoredLink } from '../../db/repositories/integrations';
import { activitiesOfUserSince, activityByMessageId, enqueueDeliveries } from '../../db/repositories/integrations-deliveries';
import { nudgeDeliveries } from './delivery-worker';
import { linkTransfers } from './rule-matching';

/** The most activities one back fill looks at. */
export const BACKFILL_SCAN_LIMIT = 5_000;

/** New activity (by message id): queued for each automatic link of its user whose rules match. */
export async function enqueueNewActivity(database: Database, messageIds: number[]): Promise<number> {
  let queued = 0;
  for (const messageId of messageIds) {
    const activity = await activityByMessageId(database.db, messageId);
    if (!activity || activity.userId === null) continue;
    for (const link of await automaticLinksOfUsers(database.db, [activity.userId])) {
      if (linkTransfers(link.transferRules, activity)) queued += await enqueueDeliveries(database.db, link.transferLinkId, [activity.deliveryId], 'rule');
    }
  }
  if (queued > 0) nudgeDeliveries(database);
  return queued;
}

/** Back fill: the owner's activity of the past `daysBack` days that the rules transfer (all of it for a manual link). */
export async function backfillLink(database: Database, link: StoredLink, daysBack: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - daysBack * 86_400_000);
  const activities = await activitiesOfUserSince(database.db, link.userId, since, BACKFILL_SCAN_LIMIT);
  const matching = link.transferRules.length === 0 ? activities : activities.filter((a) => linkTransfers(link.transferRules, a));
  const queued = await enqueueDeliveries(database.db, link.transferLinkId, matching.map((a) => a.deliveryId), 'backfill', now);
  if (queued > 0) nudgeDeliveries(database);
  return queued;
}
