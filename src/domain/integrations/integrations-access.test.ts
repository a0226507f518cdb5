import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../contract/common';
import { integrationsAccounts, mayUseIntegrations } from './integrations-access';

const roles = (...pairs: [number, RoleKey][]) => pairs.map(([accountId, userRoleKey]) => ({ accountId, userRoleKey }));

describe('who may use Integrations (billing-account §6)', () => {
  it('GLOBALADMIN and GRASSHOPPERGLOBAL may, on their accounts; profiles only where GLOBALADMIN', () => {
    expect(integrationsAccounts(roles([3, 'GLOBALADMIN'], [1, 'GLOBALADMIN'], [2, 'GRASSHOPPERGLOBAL'], [4, 'USER']))).toEqual({ accountIds: [1, 2, 3], globalAdminIds: [1, 3] });
    expect(integrationsAccounts(roles([2, 'GRASSHOPPERGLOBAL']))).toEqual({ accountIds: [2], globalAdminIds: [] });
    expect(mayUseIntegrations(roles([2, 'GRASSHOPPERGLOBAL']))).toBe(true);
  });

  it('no other role opens it', () => {
    for (const role of ['USER', 'USERSMS', 'LOCATIONADMIN', 'GUEST', 'PARTNERS', 'GRASSHOPPER', 'GRASSHOPPERSMS', 'BILLING_ADMIN'] as RoleKey[]) {
      expect(mayUseIntegrations(roles([1, role])), role).toBe(false);
    }
    expect(mayUseIntegrations([])).toBe(false);
  });

  it('BILLING_ADMIN anywhere closes it, on the same account or another one', () => {
    expect(integrationsAccounts(roles([1, 'GLOBALADMIN'], [1, 'BILLING_ADMIN']))).toEqual({ accountIds: [], globalAdminIds: [] });
    expect(mayUseIntegrations(roles([1, 'GLOBALADMIN'], [2, 'BILLING_ADMIN']))).toBe(false);
    expect(mayUseIntegrations(roles([2, 'BILLING_ADMIN'], [3, 'GRASSHOPPERGLOBAL']))).toBe(false);
  });
});
