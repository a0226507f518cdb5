import { describe, expect, it } from 'vitest';
import { callerListProblems, callerNamesProblem, statusLimitProblem, updatedNameProblem } from './status-limits';

const exceptions = (n: number, disposition: 'ACCEPT' | 'REJECT') => Array.from({ length: n }, (_, i) => ({ exceptionName: `${disposition} caller ${i + 1}`, disposition }));

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

  it('takes each caller on one list only, once, names compared trimmed and ignoring case', () => {
    const status = (names: [string, 'ACCEPT' | 'REJECT'][]) => ({ statusName: null, instructions: null, contactNumbers: [], exceptions: names.map(([exceptionName, disposition]) => ({ exceptionName, disposition })) });
    expect(statusLimitProblem(status([['Bob', 'REJECT'], ['Bobby', 'REJECT'], ['Alice', 'ACCEPT']]))).toBeNull();
    expect(statusLimitProblem(status([['Bob', 'REJECT'], ['Bob', 'ACCEPT']]))).toBe('callerInBothLists');
    expect(statusLimitProblem(status([['Bob', 'REJECT'], [' bob ', 'ACCEPT']]))).toBe('callerInBothLists');
    expect(statusLimitProblem(status([['Bob', 'ACCEPT'], ['BOB', 'ACCEPT']]))).toBe('callerRepeated');
    expect(statusLimitProblem(status([['Bob', 'REJECT'], ['bob ', 'REJECT']]))).toBe('callerRepeated');
    // A caller problem comes before a Call Me Here number's.
    expect(statusLimitProblem({ ...status([['Bob', 'REJECT'], ['bob', 'ACCEPT']]), contactNumbers: ['+1503555'] })).toBe('callerInBothLists');
  });
});

describe('caller lists', () => {
  it("names each list's own problem: a name it holds twice before a name the other list holds", () => {
    expect(callerListProblems({ reject: ['Bob', 'Carol'], accept: ['Alice'] })).toEqual({ reject: null, accept: null });
    expect(callerListProblems({ reject: ['Bob'], accept: ['Alice', 'BOB'] })).toEqual({ reject: 'callerInBothLists', accept: 'callerInBothLists' });
    expect(callerListProblems({ reject: ['Bob', ' bob'], accept: ['Alice'] })).toEqual({ reject: 'callerRepeated', accept: null });
    expect(callerListProblems({ reject: ['Bob', 'bob'], accept: ['BOB'] })).toEqual({ reject: 'callerRepeated', accept: 'callerInBothLists' });
    expect(callerListProblems({ reject: [], accept: [] })).toEqual({ reject: null, accept: null });
  });

  it('reads the lists from the exceptions of a status', () => {
    expect(callerNamesProblem([{ exceptionName: 'Bob', disposition: 'REJECT' }, { exceptionName: 'bob', disposition: 'ACCEPT' }])).toBe('callerInBothLists');
    expect(callerNamesProblem([{ exceptionName: 'Bob', disposition: 'REJECT' }, { exceptionName: 'Robert', disposition: 'ACCEPT' }])).toBeNull();
  });
});

describe('the name of an updated status', () => {
  it('must not be empty or blank', () => {
    expect(updatedNameProblem('At court')).toBeNull();
    expect(updatedNameProblem('')).toBe('nameMissing');
    expect(updatedNameProblem('   ')).toBe('nameMissing');
    expect(updatedNameProblem(null)).toBe('nameMissing');
    expect(updatedNameProblem(undefined)).toBe('nameMissing');
  });
});
