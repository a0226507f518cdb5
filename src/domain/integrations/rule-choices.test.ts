import { describe, expect, it } from 'vitest';
import type { RuleTargetAccount } from '../../contract/integrations';
import { canSaveRule, ruleTypeChoices, valueChoices } from './rule-choices';

const targets: RuleTargetAccount[] = [
  { accountId: 2, accountName: 'Downtown', globalAdmin: 'Y', hipaa: 'N', phoneNumbers: [{ phoneNumberId: 21, phoneNumber: '+15035550100' }], messageGroups: [{ messageGroupId: 31, name: 'Intake' }] },
  { accountId: 3, accountName: 'Eastside', globalAdmin: 'N', hipaa: 'N', phoneNumbers: [{ phoneNumberId: 22, phoneNumber: '+15035550101' }], messageGroups: [] },
];
const none = { accountId: null, phoneNumberId: null, messageGroupId: null };

describe('rule editor choices', () => {
  it('offers Profiles only to a GLOBALADMIN', () => {
    expect(ruleTypeChoices(targets)).toEqual(['accountId', 'phoneNumberId', 'messageGroupId']);
    expect(ruleTypeChoices([{ globalAdmin: 'N' }])).toEqual(['accountId', 'phoneNumberId']);
  });
  it('does not offer values already used in a rule', () => {
    const rules = [{ ...none, accountId: 2 }, { ...none, accountId: 3, phoneNumberId: 22 }];
    expect(valueChoices(targets, rules, 'accountId').map((c) => c.value)).toEqual([3]);
    expect(valueChoices(targets, rules, 'phoneNumberId').map((c) => c.value)).toEqual([21]);
    expect(valueChoices(targets, [{ ...none, accountId: 2, messageGroupId: 31 }], 'messageGroupId')).toEqual([]);
    expect(valueChoices(targets, [], 'messageGroupId')).toEqual([{ value: 31, label: 'Intake (Downtown)' }]);
  });
  it('Save needs at least one selection', () => {
    expect(canSaveRule([])).toBe(false);
    expect(canSaveRule([2])).toBe(true);
  });
});
