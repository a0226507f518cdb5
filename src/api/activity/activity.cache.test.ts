import { describe, expect, it } from 'vitest';
import { testMessage } from '@/testing/activity-test-data';
import { applyTriage, itemsById, rollbackTriage, unreadCount, type MessagesPages } from './activity.cache';

function pages(...groups: number[][]): MessagesPages {
  return {
    pageParams: groups.map((_, i) => i),
    pages: groups.map((ids) => ({ userMessages: ids.map((messageId) => testMessage({ messageId })), pureChats: [] })),
  };
}
const item = (data: MessagesPages | undefined, id: number) => itemsById(data).get(id)!;
const at = '2026-11-21T10:00:00.000Z';

describe('applyTriage', () => {
  it('marks read with a read date and held, leaving other pages untouched', () => {
    const before = pages([1, 2], [3]);
    const after = applyTriage(before, { kind: 'read', ids: [1], at })!;
    expect(item(after, 1)).toMatchObject({ read: 'Y', messageRead: at, held: true });
    expect(item(after, 2)).toBe(item(before, 2));
    expect(after.pages[1]).toBe(before.pages[1]);
    expect(item(before, 1).messageRead).toBeNull();
  });

  it('keeps the first read date of an item already read', () => {
    const read = applyTriage(pages([1]), { kind: 'read', ids: [1], at: '2026-01-01T00:00:00.000Z' });
    expect(item(applyTriage(read, { kind: 'read', ids: [1], at }), 1).messageRead).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each([
    [{ kind: 'unread', ids: [1] } as const, { read: 'N', messageRead: null }],
    [{ kind: 'archive', ids: [1] } as const, { archived: 'Y', messageArchived: 'Y' }],
    [{ kind: 'unarchive', ids: [1] } as const, { archived: 'N', messageArchived: 'N' }],
    [{ kind: 'followup', ids: [1], value: 'Y' } as const, { followup: 'Y', messageFollowup: 'Y' }],
  ])('applies %o', (change, expected) => {
    expect(item(applyTriage(pages([1]), change), 1)).toMatchObject({ ...expected, held: true });
  });

  it('returns the same data when no loaded item is affected, and undefined stays undefined', () => {
    const data = pages([1]);
    expect(applyTriage(data, { kind: 'archive', ids: [99] })).toBe(data);
    expect(applyTriage(undefined, { kind: 'archive', ids: [1] })).toBeUndefined();
  });
});

describe('rollbackTriage', () => {
  it('restores the touched fields and clears held', () => {
    const before = pages([1, 2]);
    const change = { kind: 'archive', ids: [1, 2] } as const;
    const rolled = rollbackTriage(applyTriage(before, change), before, change);
    expect(item(rolled, 1)).toMatchObject({ archived: 'N', messageArchived: 'N', held: false });
  });

  it('two overlapping changes: the failed one rolls back without undoing the other', () => {
    const start = pages([1, 2]);
    const a = { kind: 'archive', ids: [1] } as const;
    const b = { kind: 'followup', ids: [1, 2], value: 'Y' } as const;
    const snapA = start;
    const afterA = applyTriage(start, a);
    const snapB = afterA;
    const afterB = applyTriage(afterA, b);
    // A fails while B is still in flight: item 1 keeps B's flag and stays held.
    const rolledA = rollbackTriage(afterB, snapA, a, new Set(b.ids));
    expect(item(rolledA, 1)).toMatchObject({ archived: 'N', followup: 'Y', held: true });
    expect(item(rolledA, 2)).toBe(item(afterB, 2));
    // Then B fails too: everything is back where it started.
    const rolledB = rollbackTriage(rolledA, snapB, b);
    expect(item(rolledB, 1)).toMatchObject({ archived: 'N', followup: 'N', held: false });
    expect(item(rolledB, 2)).toMatchObject({ followup: 'N', held: false });
  });

  it('the later change fails first: the earlier one stays shown', () => {
    const start = pages([1]);
    const a = { kind: 'read', ids: [1], at } as const;
    const b = { kind: 'unread', ids: [1] } as const;
    const afterA = applyTriage(start, a);
    const afterB = applyTriage(afterA, b);
    const rolledB = rollbackTriage(afterB, afterA, b, new Set(a.ids));
    expect(item(rolledB, 1)).toMatchObject({ read: 'Y', messageRead: at, held: true });
  });
});

describe('unreadCount', () => {
  it('counts messages without a read date plus SMS unread counts', () => {
    expect(unreadCount([testMessage(), testMessage({ messageRead: at })], [2, 0, 1])).toBe(4);
  });
});
