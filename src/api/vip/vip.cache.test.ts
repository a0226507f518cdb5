import { describe, expect, it } from 'vitest';
import type { VipCaller } from '@/contract/vip';
import { removeVip, upsertVip } from './vip.cache';

const vip = (vipCallerId: number, name: string): VipCaller => ({
  vipCallerId,
  accountId: 1,
  name,
  company: null,
  phoneNumber: `+1503555010${vipCallerId}`,
});

describe('VIP cache updaters', () => {
  it('adds, replaces and removes VIP callers', () => {
    const list = [vip(1, 'Ada')];
    expect(upsertVip(list, vip(2, 'Bob'))?.map((v) => v.name)).toEqual(['Ada', 'Bob']);
    expect(upsertVip(list, vip(1, 'Ada L'))?.map((v) => v.name)).toEqual(['Ada L']);
    expect(removeVip(list, 1)).toEqual([]);
    expect(removeVip(undefined, 1)).toBeUndefined();
  });
});
