/**
 * Company and address edits (billing-account §7 POST /api/accounts/{id}): the checked input
 * becomes column changes, and the audit entry records who changed what (old and new values).
 */
import type { UpdateAccountRequest } from '../../../src/contract/account';
import { addressCountries } from '../../../src/contract/account';
import { accountEditMessages, accountEditProblem } from '../../../src/domain/account/account-edit';
import { toStoredPhoneNumber } from '../../../src/domain/numbers/stored-number';
import type { Db } from '../../db/client';
import { type AccountFieldChanges, type AccountRow, updateAccountFields } from '../../db/repositories/account';
import { recordAudit } from '../../db/repositories/audit';
import { PortalHttpError } from '../../http/errors';

const orNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/** The column changes an edit asks for (only the fields it sends). */
export function accountChanges(edit: UpdateAccountRequest): AccountFieldChanges {
  const problem = accountEditProblem(edit);
  if (problem) throw new PortalHttpError(400, accountEditMessages[problem]);
  const out: Record<string, string | null | undefined> = {};
  if (edit.editType === 'company') {
    out['accountName'] = edit.accountName;
    out['description'] = orNull(edit.description);
    out['website'] = orNull(edit.website);
    out['companyPhone'] = edit.companyPhone === undefined ? undefined : edit.companyPhone ? toStoredPhoneNumber(edit.companyPhone) : null;
    out['companyFax'] = edit.companyFax === undefined ? undefined : edit.companyFax ? toStoredPhoneNumber(edit.companyFax) : null;
  } else {
    const prefix = edit.editType === 'billing' ? 'billing' : 'shipping';
    const us = edit.country === 'US';
    const country = edit.country as keyof typeof addressCountries;
    Object.assign(out, {
      [`${prefix}Address1`]: edit.address1,
      [`${prefix}Address2`]: orNull(edit.address2 ?? ''),
      [`${prefix}City`]: edit.city,
      [`${prefix}UsState`]: us ? edit.state : null,
      [`${prefix}UsZip`]: us ? edit.zip : null,
      [`${prefix}Territory`]: us ? null : edit.state,
      [`${prefix}PostalCode`]: us ? null : edit.zip,
      [`${prefix}Country`]: country,
      [`${prefix}CountryName`]: addressCountries[country],
    });
    if (edit.editType === 'service') out['shippingSameAsBilling'] = 'N';
  }
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined)) as AccountFieldChanges;
}

/** Applies the edit and records the fields that changed, with their old and new values, and who. */
export async function applyAccountEdit(
  db: Db,
  row: AccountRow,
  edit: UpdateAccountRequest,
  who: { userId: number; supportAgentId: number | null },
): Promise<void> {
  const changes = accountChanges(edit);
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(changes)) {
    const from = row[key as keyof AccountRow];
    if (from !== to) changed[key] = { from, to };
  }
  if (Object.keys(changed).length === 0) return;
  await updateAccountFields(db, row.accountId, changes);
  await recordAudit(db, {
    action: 'account.update',
    userId: who.userId,
    supportAgentId: who.supportAgentId,
    method: 'POST',
    path: `/api/accounts/${row.accountId}`,
    status: 200,
    detail: {
      accountId: row.accountId,
      editType: edit.editType,
      changeSource: edit.changeSource ?? (who.supportAgentId ? 'AGENT' : 'PORTAL'),
      changeSummary: edit.changeSummary ?? null,
      changes: changed,
    },
  });
}
