import type { VipCaller } from '@/contract/vip';

/** Pure updaters for the VIP list (patched on success, before the refetch lands). */
export function upsertVip(list: readonly VipCaller[] | undefined, caller: VipCaller): VipCaller[] | undefined {
  if (!list) return list;
  const at = list.findIndex((v) => v.vipCallerId === caller.vipCallerId);
  return at === -1 ? [...list, caller] : list.map((v, i) => (i === at ? caller : v));
}

export function removeVip(list: readonly VipCaller[] | undefined, vipCallerId: number): VipCaller[] | undefined {
  return list?.filter((v) => v.vipCallerId !== vipCallerId);
}
