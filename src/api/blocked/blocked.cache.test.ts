import { describe, expect, it } from 'vitest';
import type { BlockedNumber } from '@/contract/blocked';
import { removeBlocked, upsertBlocked } from './blocked.cache';

const blocked = (entryId: number, phoneNumber: string): BlockedNumber => ({
  entryId,
  accountId: 1,
  phoneNumber,
  name: null,
  company: null,
});

describe('blocked cache updaters', () => {
  it('adds, replaces and removes blocked entries without touching an uncached list', () => {
    const list = [blocked(1, '+15035550101')];
    expect(upsertBlocked(list, blocked(2, '+15035550102'))).toHaveLength(2);
    expect(upsertBlocked(list, { ...blocked(1, '+15035550109') })?.[0]?.phoneNumber).toBe('+15035550109');
    expect(removeBlocked(list, '+15035550101')).toEqual([]);
    expect(upsertBlocked(undefined, blocked(1, '+1'))).toBeUndefined();
    expect(list).toHaveLength(1);
  });
});
