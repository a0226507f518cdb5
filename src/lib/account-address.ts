/** An account's billing or service address (billing-account §3 Account): display lines and the address dialog's fields. */
import type { Account } from '@/contract/account';

export type AddressKind = 'billing' | 'shipping';
export type AddressCountry = 'US' | 'CA' | 'GB' | 'DE';

const field = (account: Account, kind: AddressKind, name: string) => (account as unknown as Record<string, string | null>)[`${kind}${name}`] ?? null;

/** An address of the account as display lines (billing or shipping/service). */
export function addressLines(account: Account, kind: AddressKind): string[] {
  const a = (name: string) => field(account, kind, name);
  const region = [a('City'), a('UsState') ?? a('Territory'), a('UsZip') ?? a('PostalCode')].filter(Boolean).join(', ');
  return [a('Address1'), a('Address2'), region, a('CountryName') ?? a('Country')].filter((line): line is string => !!line);
}

export interface AddressForm {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: AddressCountry;
}

const countries: readonly string[] = ['US', 'CA', 'GB', 'DE'];

/** The dialog's starting fields: state/zip for the US, territory/postal code elsewhere. */
export function addressFormOf(account: Account, kind: AddressKind): AddressForm {
  const a = (name: string) => field(account, kind, name) ?? '';
  const country = (countries.includes(a('Country')) ? a('Country') : 'US') as AddressCountry;
  const us = country === 'US';
  return { address1: a('Address1'), address2: a('Address2'), city: a('City'), state: us ? a('UsState') : a('Territory'), zip: us ? a('UsZip') : a('PostalCode'), country };
}

/** Save needs address line 1, city, country, state/territory and zip/postal code (billing-account §2). */
export const canSaveAddress = (f: AddressForm) => [f.address1, f.city, f.country, f.state, f.zip].every((v) => v.trim() !== '');
