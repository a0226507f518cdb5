/** The accounts whose texts a user reads (core §2 Text activity: accounts of excluded roles hidden). */
import { textAccountIds } from '../../../src/domain/text/text-rules';
import type { UserAccountScope } from '../../db/repositories/users';

export function textAccountsOf(scope: UserAccountScope): number[] {
  return textAccountIds(scope.accountIds.flatMap((accountId) => (scope.rolesByAccount[accountId] ?? []).map((userRoleKey) => ({ accountId, userRoleKey }))));
}
