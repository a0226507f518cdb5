import type { BlockedNumber } from '@/contract/blocked';

/** Pure updaters for the blocked list (patched on success, before the refetch lands). */
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
