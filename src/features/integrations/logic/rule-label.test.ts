import { describe, expect, it } from 'vitest';
import type { TransferRule } from '@/contract/integrations';
import { ruleScopeParts } from './rule-label';

const rule = (over: Partial<TransferRule>): TransferRule => ({
  transferRuleId: 1, accountId: null, accountName: null, phoneNumberId: null, phoneNumber: null, messageGroupId: null,
  messageGroupName: null, messageGroupAccountId: null, messageCategoryId: null, matchAll: 'N', deny: 'N', ...over,
});

describe('ruleScopeParts', () => {
  it('names the account, number, profile and category', () => {
    expect(ruleScopeParts(rule({ accountId: 2, accountName: 'Downtown', phoneNumberId: 5, phoneNumber: '+15035550100' }))).toEqual(['Downtown', '+15035550100']);
    expect(ruleScopeParts(rule({ accountName: 'Downtown', messageCategoryId: 2 }))).toEqual(['Downtown', 'Spam']);
    expect(ruleScopeParts(rule({ matchAll: 'Y' }))).toEqual([]);
  });
});
