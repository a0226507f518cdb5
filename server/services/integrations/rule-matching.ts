/**
 * Which activity a link's rules transfer (billing-account §3 Transfer rule, §4): no rules is
 * manual (nothing automatic); a deny rule that matches wins; otherwise an allow rule must match.
 * A rule matches when every scope it names (account, phone number, profile) equals the
 * activity's; a match-all rule without scope matches everything. Category scopes name chat
 * categories, which call activity does not carry, so a category rule never matches a call.
 */
import type { TransferRule } from '../../../src/contract/integrations';
import type { TransferActivity } from '../../db/repositories/integrations-deliveries';

type Rule = Pick<TransferRule, 'accountId' | 'phoneNumberId' | 'messageGroupId' | 'messageCategoryId' | 'deny'>;
type Activity = Pick<TransferActivity, 'accountId' | 'phoneNumberId' | 'messageGroupId'>;

export function ruleMatches(rule: Rule, activity: Activity): boolean {
  if (rule.messageCategoryId !== null) return false;
  if (rule.accountId !== null && rule.accountId !== activity.accountId) return false;
  if (rule.phoneNumberId !== null && rule.phoneNumberId !== activity.phoneNumberId) return false;
  if (rule.messageGroupId !== null && rule.messageGroupId !== activity.messageGroupId) return false;
  return true;
}

export function linkTransfers(rules: readonly Rule[], activity: Activity): boolean {
  if (rules.some((r) => r.deny === 'Y' && ruleMatches(r, activity))) return false;
  return rules.some((r) => r.deny !== 'Y' && ruleMatches(r, activity));
}
