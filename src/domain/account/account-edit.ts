/**
 * Company and address edits (billing-account §2 Company page, Address dialog): the checks the
 * company form shows and the server enforces on POST /api/accounts/{id}.
 */
import { addressCountries, type UpdateAccountRequest } from '../../contract/account';
import { toStoredPhoneNumber } from '../numbers/stored-number';

export type AccountEditProblem = 'nameRequired' | 'websiteInvalid' | 'phoneInvalid' | 'faxInvalid' | 'addressIncomplete' | 'countryInvalid';

/** A website is an http(s) address with a host. */
export function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The first problem of an edit, or null when it may be saved. */
export function accountEditProblem(edit: UpdateAccountRequest): AccountEditProblem | null {
  if (edit.editType === 'company') {
    if (edit.accountName !== undefined && edit.accountName === '') return 'nameRequired';
    if (edit.website && !isWebsite(edit.website)) return 'websiteInvalid';
    if (edit.companyPhone && !toStoredPhoneNumber(edit.companyPhone)) return 'phoneInvalid';
    if (edit.companyFax && !toStoredPhoneNumber(edit.companyFax)) return 'faxInvalid';
    return null;
  }
  // Address dialog: line 1, city, country, state/territory and zip/postal code are all needed.
  if (!edit.address1 || !edit.city || !edit.country || !edit.state || !edit.zip) return 'addressIncomplete';
  if (!Object.hasOwn(addressCountries, edit.country)) return 'countryInvalid';
  return null;
}

/** Server wording of each problem (the form shows its own texts). */
export const accountEditMessages: Record<AccountEditProblem, string> = {
  nameRequired: 'The company name is required.',
  websiteInvalid: 'The website must be an http or https address.',
  phoneInvalid: 'The company phone number is not valid.',
  faxInvalid: 'The company fax number is not valid.',
  addressIncomplete: 'Address line 1, city, country, state or territory and zip or postal code are required.',
  countryInvalid: 'The country must be one of United States, Canada, United Kingdom or Germany.',
};
