import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/user-fixtures';
import { chooseScreen, type ScreenChoiceInput } from './screen-choice';

const now = 1_700_000_000_000;
const base: ScreenChoiceInput = {
  state: 'active',
  splash: false,
  user: makeUser(),
  agentSession: false,
  manualPasswordChange: false,
  passwordChangeKey: null,
  passwordChangeKeyExpiration: null,
  now,
};
const choose = (over: Partial<ScreenChoiceInput>) => chooseScreen({ ...base, ...over });

describe('chooseScreen', () => {
  it('quotes and reset win over everything', () => {
    expect(choose({ state: 'quotes' })).toBe('quotes');
    expect(choose({ state: 'reset', user: null })).toBe('reset');
    expect(choose({ state: 'migrate', user: null })).toBe('migrate');
  });
  it('not active: splash when flagged, else empty', () => {
    expect(choose({ state: 'startup', user: null })).toBe('empty');
    expect(choose({ state: 'cookie', user: null, splash: true })).toBe('splash');
    expect(choose({ state: 'active', user: null })).toBe('empty');
  });
  it('temporary password without a (valid) change key: change request', () => {
    const user = makeUser({ temporaryPassword: 'Y' });
    expect(choose({ user })).toBe('passwordChangeRequest');
    expect(choose({ user, passwordChangeKey: 'k', passwordChangeKeyExpiration: now - 1 })).toBe('passwordChangeRequest');
  });
  it('temporary password with a valid change key: set new password', () => {
    const user = makeUser({ temporaryPassword: 'Y' });
    expect(choose({ user, passwordChangeKey: 'k', passwordChangeKeyExpiration: now + 60_000 })).toBe('setNewPassword');
    expect(choose({ user, passwordChangeKey: 'k', passwordChangeKeyExpiration: null })).toBe('setNewPassword');
  });
  it('a manual password change request behaves like a temporary password', () => {
    expect(choose({ manualPasswordChange: true })).toBe('passwordChangeRequest');
  });
  it('agent sessions skip the forced password screens', () => {
    const user = makeUser({ temporaryPassword: 'Y' });
    expect(choose({ user, agentSession: true })).toBe('main');
    expect(choose({ user: { ...user, agentSession: 'Y' } })).toBe('main');
  });
  it('two-factor until satisfied for this session', () => {
    expect(choose({ user: makeUser({ twoFactor: 'Y', sessionTwoFactor: 'N' }) })).toBe('twoFactor');
    expect(choose({ user: makeUser({ twoFactor: 'Y', sessionTwoFactor: 'Y' }) })).toBe('main');
  });
  it('password change comes before two-factor', () => {
    expect(choose({ user: makeUser({ twoFactor: 'Y', temporaryPassword: 'Y' }) })).toBe('passwordChangeRequest');
  });
  it('otherwise the main app', () => {
    expect(choose({})).toBe('main');
  });
});
