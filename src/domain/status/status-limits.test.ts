import { describe, expect, it } from 'vitest';
import { statusLimitProblem } from './status-limits';

const exceptions = (n: number, disposition: 'ACCEPT' | 'REJECT') => Array.from({ length: n }, () => ({ disposition }));

describe('status limits', () => {
  it('accepts a status within every limit, five callers on each list', () => {
    expect(statusLimitProblem({ statusName: 'x'.repeat(100), instructions: 'y'.repeat(1000), exceptions: [...exceptions(5, 'ACCEPT'), ...exceptions(5, 'REJECT')], contactNumbers: ['+15035550101', '+442071234567'] })).toBeNull();
  });

  it('names the first limit broken', () => {
    expect(statusLimitProblem({ statusName: 'x'.repeat(101), instructions: null, exceptions: [], contactNumbers: [] })).toBe('nameTooLong');
    expect(statusLimitProblem({ statusName: null, instructions: 'y'.repeat(1001), exceptions: [], contactNumbers: [] })).toBe('instructionsTooLong');
    expect(statusLimitProblem({ statusName: null, instructions: null, exceptions: exceptions(6, 'REJECT'), contactNumbers: [] })).toBe('tooManyCallers');
  });

  it('takes only dialable Call Me Here numbers, each once', () => {
    const none = { statusName: null, instructions: null, exceptions: [] };
    expect(statusLimitProblem({ ...none, contactNumbers: ['+1503555'] })).toBe('numberInvalid');
    expect(statusLimitProblem({ ...none, contactNumbers: ['5035550101'] })).toBe('numberInvalid');
    expect(statusLimitProblem({ ...none, contactNumbers: ['+15035550101', '+15035550101'] })).toBe('numberRepeated');
  });
});
