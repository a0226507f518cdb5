import { describe, expect, it } from 'vitest';
import { resetIdentityProblems } from './reset-identity';

describe('resetIdentityProblems', () => {
  it('takes an email address, with or without a mobile number', () => {
    expect(resetIdentityProblems({ email: 'ann@example.com' })).toEqual({ email: false, mobile: false });
    expect(resetIdentityProblems({ email: 'ann@example.com', mobile: '(503) 555-0100' })).toEqual({ email: false, mobile: false });
  });

  it('names the field the server would refuse', () => {
    expect(resetIdentityProblems({ email: 'not-an-email' })).toEqual({ email: true, mobile: false });
    expect(resetIdentityProblems({ email: 'ann@example.com', mobile: 'abc' })).toEqual({ email: false, mobile: true });
    expect(resetIdentityProblems({ email: '', mobile: 'abc' })).toEqual({ email: true, mobile: true });
  });
});
