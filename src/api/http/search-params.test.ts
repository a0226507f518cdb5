import { describe, expect, it } from 'vitest';
import { toSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('repeats array keys, stringifies objects and drops empty values', () => {
    const params = toSearchParams({ messageIds: [1, 2], followup: 'Y', exceptions: [{ a: 1 }], none: null, missing: undefined });
    expect(params.toString()).toBe('messageIds=1&messageIds=2&followup=Y&exceptions=%7B%22a%22%3A1%7D');
  });
});
