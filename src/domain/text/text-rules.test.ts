import { describe, expect, it } from 'vitest';
import { canSendText, isTextRole, numberMaySend, sendableNumbers, textAccountIds } from './text-rules';

const n = (phoneNumberId: number, accountId: number, status = 'ACTIVE', dlcVerified = 'Y') => ({ phoneNumberId, accountId, status, dlcVerified });

describe('text access', () => {
  it('gives text access to USERSMS, GRASSHOPPERSMS and admin-type roles only', () => {
    expect(['USERSMS', 'GRASSHOPPERSMS', 'GLOBALADMIN', 'LOCATIONADMIN', 'BILLING_ADMIN'].every((r) => isTextRole(r as never))).toBe(true);
    expect(['USER', 'GUEST', 'INACTIVE', 'GRASSHOPPER', 'GRASSHOPPERGLOBAL', 'USEROUTCALL'].some((r) => isTextRole(r as never))).toBe(false);
  });
  it('hides accounts whose only roles have no text access', () => {
    expect(textAccountIds([{ accountId: 1, userRoleKey: 'USER' }, { accountId: 2, userRoleKey: 'USERSMS' }, { accountId: 2, userRoleKey: 'GUEST' }])).toEqual([2]);
  });
});

describe('source numbers', () => {
  it('offers only ACTIVE numbers with dlcVerified Y on accounts of a non-restricted role', () => {
    const roles = [{ accountId: 1, userRoleKey: 'USER' as const }, { accountId: 2, userRoleKey: 'GUEST' as const }];
    const numbers = [n(1, 1), n(2, 1, 'ACTIVE', 'N'), n(3, 1, 'PENDING'), n(4, 2), n(1, 1)];
    expect(sendableNumbers(numbers, roles).map((x) => x.phoneNumberId)).toEqual([1]);
    expect(numberMaySend({ status: 'ACTIVE', dlcVerified: 'Y' })).toBe(true);
    expect(numberMaySend({ status: 'ACTIVE', dlcVerified: 'N' })).toBe(false);
  });
});

describe('Send enablement', () => {
  const ok = { message: 'Hello', destination: '+15035550100', sourcePhoneNumberId: 1 };
  it('needs a message, a destination and a source', () => {
    expect(canSendText(ok)).toBe(true);
    expect(canSendText({ ...ok, message: '  ' })).toBe(false);
    expect(canSendText({ ...ok, destination: null })).toBe(false);
    expect(canSendText({ ...ok, sourcePhoneNumberId: null })).toBe(false);
    expect(canSendText({ ...ok, sending: true })).toBe(false);
  });
  it('allows 1000 characters and not 1001', () => {
    expect(canSendText({ ...ok, message: 'x'.repeat(1000) })).toBe(true);
    expect(canSendText({ ...ok, message: 'x'.repeat(1001) })).toBe(false);
  });
});
