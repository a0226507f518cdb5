import { describe, expect, it } from 'vitest';
import { MAX_BULK_IDS } from '@/contract/common';
import { bulkBatches } from './held-mutation';

describe('bulkBatches', () => {
  it('keeps a selection within the contract in one request', () => {
    expect(bulkBatches({ messageIds: [1, 2], chatIds: [3] }, MAX_BULK_IDS)).toEqual([{ messageIds: [1, 2], chatIds: [3] }]);
  });

  it('splits a larger selection into requests of at most the contract maximum per list', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => i + 1);
    const batches = bulkBatches({ messageIds: ids, chatIds: [7] }, 500);
    expect(batches.map((b) => [b.messageIds.length, b.chatIds.length])).toEqual([
      [500, 1],
      [500, 0],
      [201, 0],
    ]);
    expect(batches.flatMap((b) => b.messageIds)).toEqual(ids);
  });

  it('still sends one request for an empty selection', () => {
    expect(bulkBatches({ messageIds: [], chatIds: [] }, 500)).toEqual([{ messageIds: [], chatIds: [] }]);
  });
});
