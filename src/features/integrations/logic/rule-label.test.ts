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

describe('linkTitle', () => {
  it('adds the email or phone the link sends to', async () => {
    const { linkTitle } = await import('./link-title');
    expect(linkTitle({ serviceName: 'Email', parsedParametersJson: { email: 'a@b.example' } })).toBe('Email (a@b.example)');
    expect(linkTitle({ serviceName: 'Phone', parsedParametersJson: { phone: '+15035550199' } })).toBe('Phone (+15035550199)');
    expect(linkTitle({ serviceName: 'Zapier', parsedParametersJson: null })).toBe('Zapier');
  });
});
