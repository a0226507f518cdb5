/**
 * The rule editor's choices (billing-account §4): Account, Phone Number, and Profiles only for a
 * GLOBALADMIN; accounts, numbers and profiles already used in a rule are not offered again.
 * The server refuses the same values with the same rules.
 */
import type { RuleTargetAccount, TransferRule } from '../../contract/integrations';

export type EditorRuleType = 'accountId' | 'phoneNumberId' | 'messageGroupId';

export interface RuleChoice {
  value: number;
  label: string;
}

/** Profiles are offered when the user is GLOBALADMIN on at least one of the accounts. */
export function ruleTypeChoices(targets: readonly Pick<RuleTargetAccount, 'globalAdmin'>[]): EditorRuleType[] {
  const types: EditorRuleType[] = ['accountId', 'phoneNumberId'];
  if (targets.some((t) => t.globalAdmin === 'Y')) types.push('messageGroupId');
  return types;
}

type UsedRule = Pick<TransferRule, 'accountId' | 'phoneNumberId' | 'messageGroupId'>;

/** An account rule is one with an account and no narrower scope. */
const usedValues = (rules: readonly UsedRule[], type: EditorRuleType): Set<number> =>
  new Set(
    rules
      .filter((r) => (type === 'accountId' ? r.phoneNumberId === null && r.messageGroupId === null : true))
      .map((r) => r[type])
      .filter((v): v is number => v !== null),
  );

export function valueChoices(targets: readonly RuleTargetAccount[], rules: readonly UsedRule[], type: EditorRuleType): RuleChoice[] {
  const used = usedValues(rules, type);
  const all: RuleChoice[] =
    type === 'accountId'
      ? targets.map((t) => ({ value: t.accountId, label: t.accountName }))
      : type === 'phoneNumberId'
        ? targets.flatMap((t) => t.phoneNumbers.map((p) => ({ value: p.phoneNumberId, label: `${p.phoneNumber} (${t.accountName})` })))
        : targets.filter((t) => t.globalAdmin === 'Y').flatMap((t) => t.messageGroups.map((g) => ({ value: g.messageGroupId, label: `${g.name} (${t.accountName})` })));
  return all.filter((choice) => !used.has(choice.value));
}

/** Save needs at least one selection. */
export const canSaveRule = (selected: readonly number[]): boolean => selected.length > 0;
