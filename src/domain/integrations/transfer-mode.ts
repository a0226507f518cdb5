/**
 * A link's transfer mode and status line (billing-account §4 Transfer links), the same on the
 * screen and in the server's checks.
 */
import type { TransferLink, TransferRule } from '../../contract/integrations';

export type TransferMode = 'manual' | 'all' | 'custom';

type RuleShape = Pick<TransferRule, 'matchAll' | 'deny' | 'accountId' | 'phoneNumberId' | 'messageGroupId' | 'messageCategoryId'>;

/** A match-all allow rule without any scope: the one rule of automatic transfers (all). */
export function isTransferAllRule(rule: RuleShape): boolean {
  return (
    rule.matchAll === 'Y' &&
    rule.deny !== 'Y' &&
    rule.accountId === null &&
    rule.phoneNumberId === null &&
    rule.messageGroupId === null &&
    rule.messageCategoryId === null
  );
}

/** No rules: manual; one unscoped match-all allow rule: all; anything else: custom rules. */
export function transferMode(rules: readonly RuleShape[]): TransferMode {
  if (rules.length === 0) return 'manual';
  if (rules.length === 1 && isTransferAllRule(rules[0]!)) return 'all';
  return 'custom';
}

/** The count Modify Rules shows: rules that are not match-all. */
export function customRuleCount(rules: readonly Pick<TransferRule, 'matchAll'>[]): number {
  return rules.filter((rule) => rule.matchAll !== 'Y').length;
}

export type LinkStatus = { kind: 'settingUp' } | { kind: 'attention'; message: string } | { kind: 'up' };

export function linkStatus(link: Pick<TransferLink, 'settingUp' | 'attention' | 'message'>): LinkStatus {
  if (link.settingUp === 'Y') return { kind: 'settingUp' };
  if (link.attention === 'Y') return { kind: 'attention', message: link.message ?? '' };
  return { kind: 'up' };
}
