import { describe, expect, it } from 'vitest';
import type { BlockedNumber, VipCaller } from '@/contract/blocking';
import { removeBlocked, removeVip, upsertBlocked, upsertVip } from './blocking.cache';

const blocked = (entryId: number, phoneNumber: string): BlockedNumber => ({
  entryId,
  accountId: 1,
  phoneNumber,
  name: null,
  company: null,
});
const vip = (vipCallerId: number, name: string): VipCaller => ({
  vipCallerId,
  accountId: 1,
  name,
  company: null,
  phoneNumber: `+1503555010${vipCallerId}`,
});

describe('blocking cache updaters', () => {
  it('adds, replaces and removes blocked entries without touching an uncached list', () => {
    const list = [blocked(1, '+15035550101')];
    expect(upsertBlocked(list, blocked(2, '+15035550102'))).toHaveLength(2);
    expect(upsertBlocked(list, { ...blocked(1, '+15035550109') })?.[0]?.phoneNumber).toBe('+15035550109');
    expect(removeBlocked(list, '+15035550101')).toEqual([]);
    expect(upsertBlocked(undefined, blocked(1, '+1'))).toBeUndefined();
    expect(list).toHaveLength(1);
  });

  it('adds, replaces and removes VIP callers', () => {
    const list = [vip(1, 'Ada')];
    expect(upsertVip(list, vip(2, 'Bob'))?.map((v) => v.name)).toEqual(['Ada', 'Bob']);
    expect(upsertVip(list, vip(1, 'Ada L'))?.map((v) => v.name)).toEqual(['Ada L']);
    expect(removeVip(list, 1)).toEqual([]);
    expect(removeVip(undefined, 1)).toBeUndefined();
  });
});
