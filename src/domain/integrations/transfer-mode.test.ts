import { describe, expect, it } from 'vitest';
import type { TransferRule } from '../../contract/integrations';
import { customRuleCount, linkStatus, transferMode } from './transfer-mode';

const rule = (over: Partial<TransferRule> = {}): TransferRule => ({
  transferRuleId: 1, accountId: null, accountName: null, phoneNumberId: null, phoneNumber: null, messageGroupId: null,
  messageGroupName: null, messageGroupAccountId: null, messageCategoryId: null, matchAll: 'Y', deny: 'N', ...over,
});

describe('transferMode', () => {
  it('no rules is manual transfers', () => expect(transferMode([])).toBe('manual'));
  it('one unscoped match-all allow rule is automatic (all)', () => expect(transferMode([rule()])).toBe('all'));
  it('a scoped, a deny or a second rule is custom', () => {
    expect(transferMode([rule({ accountId: 2 })])).toBe('custom');
    expect(transferMode([rule({ deny: 'Y' })])).toBe('custom');
    expect(transferMode([rule({ matchAll: 'N', accountId: 2 })])).toBe('custom');
    expect(transferMode([rule(), rule({ transferRuleId: 2, matchAll: 'N', accountId: 3 })])).toBe('custom');
    expect(transferMode([rule({ messageCategoryId: 1 })])).toBe('custom');
  });
});

describe('customRuleCount', () => {
  it('counts the rules that are not match-all', () => {
    expect(customRuleCount([rule(), rule({ matchAll: 'N' }), rule({ matchAll: 'N', deny: 'Y' })])).toBe(2);
    expect(customRuleCount([])).toBe(0);
  });
});

describe('linkStatus', () => {
  it('setting up wins over attention, attention carries the message, otherwise up', () => {
    expect(linkStatus({ settingUp: 'Y', attention: 'Y', message: 'x' })).toEqual({ kind: 'settingUp' });
    expect(linkStatus({ settingUp: 'N', attention: 'Y', message: 'Token expired' })).toEqual({ kind: 'attention', message: 'Token expired' });
    expect(linkStatus({ settingUp: 'N', attention: 'N', message: null })).toEqual({ kind: 'up' });
  });
});
