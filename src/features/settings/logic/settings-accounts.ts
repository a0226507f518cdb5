import { accountsWhere, type AccountChoice } from '@/lib/account-choice';
import { reachesSettings, type RoleUser } from '@/lib/roles';

/** The accounts whose settings the user may open, each once, in role order. */
export const settingsAccounts = (user: RoleUser): AccountChoice[] => accountsWhere(user, reachesSettings);

/** The account the page shows: the one asked for in its address when the user may open it, else the first. */
export const openingSettingsAccount = (accounts: readonly AccountChoice[], requested: number | undefined): number | undefined =>
  accounts.find((a) => a.accountId === requested)?.accountId ?? accounts[0]?.accountId;
