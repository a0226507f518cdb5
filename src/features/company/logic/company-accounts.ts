import type { Account } from '@/contract/account';
import { accountsWhere, type AccountChoice } from '@/lib/account-choice';
import type { RoleUser } from '@/lib/roles';

/** The accounts whose company page the user may open (not for BILLING_ADMIN or INACTIVE roles), each once. */
export const companyAccounts = (user: RoleUser): AccountChoice[] =>
  accountsWhere(user, (role) => role.userRoleKey !== 'BILLING_ADMIN' && role.userRoleKey !== 'INACTIVE');

/** An address of the account as display lines (billing or shipping/service). */
export function addressLines(account: Account, kind: 'billing' | 'shipping'): string[] {
  const a = (field: string) => (account as unknown as Record<string, string | null>)[`${kind}${field}`] ?? null;
  const region = [a('City'), a('UsState') ?? a('Territory'), a('UsZip') ?? a('PostalCode')].filter(Boolean).join(', ');
  return [a('Address1'), a('Address2'), region, a('CountryName') ?? a('Country')].filter((line): line is string => !!line);
}
