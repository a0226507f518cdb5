/**
 * Adding rules to a link (billing-account §4, §5 "Rule Save needs at least one selection", §6):
 * the checks the screen applies, enforced, and the rows to insert.
 */
import type { RuleType } from '../../../src/contract/integrations';
import { integrationsMessages, MAX_RULES_PER_LINK } from '../../../src/contract/integrations';
import { customRuleCount, isTransferAllRule } from '../../../src/domain/integrations/transfer-mode';
import type { Db } from '../../db/client';
import { accountsOfMessageGroups, accountsOfPhoneNumbers, deleteRule, deleteRules, insertRules, type NewRule, type StoredLink } from '../../db/repositories/integrations';
import { messages, PortalHttpError } from '../../http/errors';
import type { IntegrationsAccess } from './integrations-access';

export async function addRules(db: Db, access: IntegrationsAccess, link: StoredLink, input: { ruleType: RuleType; deny: 'Y' | 'N'; values: number[] }): Promise<void> {
  const rules = link.transferRules;
  if (input.ruleType === 'all') {
    if (customRuleCount(rules) > 0) throw new PortalHttpError(409, integrationsMessages.customRulesFirst);
    if (rules.length === 1 && isTransferAllRule(rules[0]!)) return;
    await deleteRules(db, link.transferLinkId);
    await insertRules(db, link.transferLinkId, [{ matchAll: 'Y', deny: 'N' }]);
    return;
  }
  const values = [...new Set(input.values)];
  if (values.length === 0) throw new PortalHttpError(400, integrationsMessages.selectionRequired);
  if (rules.length + values.length > MAX_RULES_PER_LINK) throw new PortalHttpError(400, integrationsMessages.tooManyRules);
  const allowed = new Set(access.accountIds);
  let rows: NewRule[];
  if (input.ruleType === 'accountId') {
    if (values.some((id) => !allowed.has(id))) throw new PortalHttpError(403, messages.forbiddenAccount);
    const used = new Set(rules.filter((r) => r.phoneNumberId === null && r.messageGroupId === null).map((r) => r.accountId));
    if (values.some((id) => used.has(id))) throw new PortalHttpError(409, integrationsMessages.valueUsed);
    rows = values.map((accountId) => ({ accountId, matchAll: 'N', deny: input.deny }));
  } else if (input.ruleType === 'phoneNumberId') {
    const owners = await accountsOfPhoneNumbers(db, values);
    if (values.some((id) => !allowed.has(owners.get(id) ?? -1))) throw new PortalHttpError(403, messages.forbiddenAccount);
    const used = new Set(rules.map((r) => r.phoneNumberId));
    if (values.some((id) => used.has(id))) throw new PortalHttpError(409, integrationsMessages.valueUsed);
    rows = values.map((phoneNumberId) => ({ accountId: owners.get(phoneNumberId)!, phoneNumberId, matchAll: 'N', deny: input.deny }));
  } else {
    const owners = await accountsOfMessageGroups(db, values);
    if (values.some((id) => !owners.has(id) || !allowed.has(owners.get(id)!))) throw new PortalHttpError(403, messages.forbiddenAccount);
    if (values.some((id) => !access.globalAdminIds.has(owners.get(id)!))) throw new PortalHttpError(403, integrationsMessages.profilesOnlyGlobalAdmin);
    const used = new Set(rules.map((r) => r.messageGroupId));
    if (values.some((id) => used.has(id))) throw new PortalHttpError(409, integrationsMessages.valueUsed);
    rows = values.map((messageGroupId) => ({ accountId: owners.get(messageGroupId)!, messageGroupId, matchAll: 'N', deny: input.deny }));
  }
  // Custom rules replace automatic transfers (all).
  const transferAll = rules.find((r) => isTransferAllRule(r));
  await db.transaction(async (tx) => {
    if (transferAll) await deleteRule(tx, link.transferLinkId, transferAll.transferRuleId);
    await insertRules(tx, link.transferLinkId, rows);
  });
}
