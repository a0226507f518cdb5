import { describe, expect, it } from 'vitest';
import type { Account, AccountPhoneNumber } from '@/contract/account';
import { withPhoneNumber, withVipNumber } from './account.cache';

const phone = (phoneNumberId: number, handling: 'FORWARD' | 'ANSWER'): AccountPhoneNumber => ({
  phoneNumberId, phoneNumber: '+15035550100', handling, forwardNumber: null, forwardToAgent: 'N', status: 'ACTIVE', dlcVerified: 'Y', accountId: 2,
});
const account = { accountId: 2, vipForwardingNumber: null, phoneNumbers: [phone(1, 'ANSWER'), phone(2, 'ANSWER')] } as unknown as Account;

describe('account cache', () => {
  it('replaces only the answered phone number', () => {
    const next = withPhoneNumber(account, phone(2, 'FORWARD'))!;
    expect(next.phoneNumbers.map((p) => p.handling)).toEqual(['ANSWER', 'FORWARD']);
    expect(withPhoneNumber(undefined, phone(2, 'FORWARD'))).toBeUndefined();
  });
  it('sets the VIP number', () => {
    expect(withVipNumber(account, '+15035550101')!.vipForwardingNumber).toBe('+15035550101');
  });
});
