import type { BlockedNumber, VipCaller } from '@/contract/blocking';

/** Pure updaters for the blocked and VIP lists (patched on success, before the refetch lands). */
export function upsertBlocked(
  list: readonly BlockedNumber[] | undefined,
  entry: BlockedNumber,
): BlockedNumber[] | undefined {
  if (!list) return list;
  const at = list.findIndex((b) => b.entryId === entry.entryId);
  return at === -1 ? [...list, entry] : list.map((b, i) => (i === at ? entry : b));
}

export function removeBlocked(
  list: readonly BlockedNumber[] | undefined,
  phoneNumber: string,
): BlockedNumber[] | undefined {
  return list?.filter((b) => b.phoneNumber !== phoneNumber);
}

export function upsertVip(list: readonly VipCaller[] | undefined, caller: VipCaller): VipCaller[] | undefined {
  if (!list) return list;
  const at = list.findIndex((v) => v.vipCallerId === caller.vipCallerId);
  return at === -1 ? [...list, caller] : list.map((v, i) => (i === at ? caller : v));
}

export function removeVip(list: readonly VipCaller[] | undefined, vipCallerId: number): VipCaller[] | undefined {
  return list?.filter((v) => v.vipCallerId !== vipCallerId);
}
