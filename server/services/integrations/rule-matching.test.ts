/**
 * The seeded links' rules mean something: each rule applies to some of its owner's seeded
 * activity (a rule that can never match, like a category rule on call activity, is dead demo
 * data), and a deny rule really holds back what its allow rule lets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { findLink } from '../../db/repositories/integrations';
import { activitiesOfUserSince, type TransferActivity } from '../../db/repositories/integrations-deliveries';
import { cachedSeededSnapshot, openFromSnapshot } from '../../db/snapshot';
import { linkTransfers, ruleMatches } from './rule-matching';

const now = new Date('2026-11-20T18:00:00Z');
const seededLinks = [1, 2, 4, 5, 6];

let database: Database;
beforeAll(async () => {
  database = await openFromSnapshot(await cachedSeededSnapshot({ now }));
}, 240_000);
afterAll(async () => {
  await database?.close();
});

const activityOf = (userId: number): Promise<TransferActivity[]> => activitiesOfUserSince(database.db, userId, new Date(0), 10_000);

describe('seeded transfer rules', () => {
  it.each(seededLinks)('every rule of link %i applies to some of its owner’s activity', async (id) => {
    const link = (await findLink(database.db, id))!;
    expect(link.transferRules.length).toBeGreaterThan(0);
    const activity = await activityOf(link.userId);
    for (const rule of link.transferRules) {
      expect(activity.some((a) => ruleMatches(rule, a)), `rule ${rule.transferRuleId}`).toBe(true);
    }
  });

  it('link 2 sends the first child account’s activity except its denied number’s', async () => {
    const link = (await findLink(database.db, 2))!;
    const deny = link.transferRules.find((r) => r.deny === 'Y')!;
    const activity = (await activityOf(link.userId)).filter((a) => a.accountId === 2);
    const denied = activity.filter((a) => a.phoneNumberId === deny.phoneNumberId);
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.some((a) => linkTransfers(link.transferRules, a))).toBe(false);
    expect(activity.filter((a) => linkTransfers(link.transferRules, a))).toHaveLength(activity.length - denied.length);
  });

  it('a category rule never matches: activity carries no category', () => {
    const activity = { accountId: 2, phoneNumberId: 5, messageGroupId: 9 };
    expect(ruleMatches({ accountId: 2, phoneNumberId: null, messageGroupId: null, messageCategoryId: 1, deny: 'N' }, activity)).toBe(false);
    expect(ruleMatches({ accountId: 2, phoneNumberId: null, messageGroupId: null, messageCategoryId: null, deny: 'N' }, activity)).toBe(true);
  });
});
