import { messageCategoryNames, type TransferRule } from '@/contract/integrations';

/** The names a rule's scope reads as ("Harbor Law – Downtown · +15035550100"); empty for match-all. */
export function ruleScopeParts(rule: TransferRule): string[] {
  const parts: string[] = [];
  if (rule.accountName) parts.push(rule.accountName);
  if (rule.phoneNumber) parts.push(rule.phoneNumber);
  if (rule.messageGroupName) parts.push(rule.messageGroupName);
  if (rule.messageCategoryId !== null) parts.push(messageCategoryNames[rule.messageCategoryId - 1] ?? String(rule.messageCategoryId));
  return parts;
}
