/** Seed section: blocked numbers and VIP callers per account. */
import type * as schema from '../schema';
import type { AccountSeed } from './accounts';
import { businesses, cities, firstNames, lastNames } from './data';
import { type Rng, usPhone } from './random';

export interface BlockingSeed {
  blockedRows: (typeof schema.blockedNumbers.$inferInsert)[];
  vipRows: (typeof schema.vipCallers.$inferInsert)[];
  vipByAccount: Record<number, { name: string; phoneNumber: string }[]>;
}

export function seedBlocking(rng: Rng, { areaCodes }: AccountSeed): BlockingSeed {
  const blockedRows: (typeof schema.blockedNumbers.$inferInsert)[] = [];
  const vipRows: (typeof schema.vipCallers.$inferInsert)[] = [];
  const vipByAccount: Record<number, { name: string; phoneNumber: string }[]> = {};
  for (const acc of [1, 2, 3, 4, 5]) {
    for (let k = 0; k < 4; k++) {
      const named = rng.chance(0.5);
      blockedRows.push({ entryId: blockedRows.length + 1, accountId: acc, phoneNumber: usPhone(rng, rng.pick(cities).area), name: named ? rng.pick(['Spam Risk', 'Auto warranty robocall', `${rng.pick(firstNames)} ${rng.pick(lastNames)}`]) : null, company: named && rng.chance(0.5) ? rng.pick(['Lead Gen Solutions', 'National Debt Relief', 'Solar Savings Co.']) : null });
    }
    for (let k = 0; k < 3; k++) {
      const nm = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
      const phoneNumber = usPhone(rng, areaCodes[acc]!);
      vipRows.push({ vipCallerId: vipRows.length + 1, accountId: acc, name: nm, company: rng.chance(0.6) ? rng.pick(businesses) : null, phoneNumber });
      (vipByAccount[acc] ??= []).push({ name: nm, phoneNumber });
    }
  }

  return { blockedRows, vipRows, vipByAccount };
}
