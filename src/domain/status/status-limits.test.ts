import { describe, expect, it } from 'vitest';
import { statusLimitProblem } from './status-limits';

const exceptions = (n: number, disposition: 'ACCEPT' | 'REJECT') => Array.from({ length: n }, () => ({ disposition }));

describe('status limits', () => {
  it('accepts a status within every limit, five callers on each list', () => {
    expect(statusLimitProblem({ statusName: 'x'.repeat(100), instructions: 'y'.repeat(1000), exceptions: [...exceptions(5, 'ACCEPT'), ...exceptions(5, 'REJECT')] })).toBeNull();
  });

  it('names the first limit broken', () => {
    expect(statusLimitProblem({ statusName: 'x'.repeat(101), instructions: null, exceptions: [] })).toBe('nameTooLong');
    expect(statusLimitProblem({ statusName: null, instructions: 'y'.repeat(1001), exceptions: [] })).toBe('instructionsTooLong');
    expect(statusLimitProblem({ statusName: null, instructions: null, exceptions: exceptions(6, 'REJECT') })).toBe('tooManyCallers');
  });
});
