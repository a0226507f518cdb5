import { describe, expect, it } from 'vitest';
import type { RoleKey } from '@/contract/common';
import type { RoleUser } from '@/lib/roles';
import { hubTiles } from './hub-tiles';

const userWith = (...roles: RoleKey[]): RoleUser =>
  ({ userAccountRoles: roles.map((userRoleKey, i) => ({ accountId: i + 1, userRoleKey })) }) as unknown as RoleUser;

describe('account hub tiles (billing-account §2, §6)', () => {
  it('gives a GLOBALADMIN every tile', () => {
    expect(hubTiles(userWith('GLOBALADMIN'))).toEqual(['company', 'settings', 'insights', 'billing', 'integrations']);
  });
  it('hides Company and Settings, Insights and Integrations for a billing admin', () => {
    expect(hubTiles(userWith('BILLING_ADMIN'))).toEqual([]);
    expect(hubTiles(userWith('GLOBALADMIN', 'BILLING_ADMIN'))).toEqual([]);
  });
  it('shows Insights and Billing only to GLOBALADMIN without a partner role', () => {
    expect(hubTiles(userWith('GLOBALADMIN', 'PARTNERS'))).toEqual(['company', 'settings', 'integrations']);
    expect(hubTiles(userWith('LOCATIONADMIN'))).toEqual(['company', 'settings']);
  });
  it('gives Integrations to GRASSHOPPERGLOBAL and plain users only Company and Settings', () => {
    expect(hubTiles(userWith('GRASSHOPPERGLOBAL'))).toEqual(['company', 'settings', 'integrations']);
    expect(hubTiles(userWith('USER'))).toEqual(['company', 'settings']);
    expect(hubTiles(userWith('PARTNERS'))).toEqual(['company', 'settings']);
  });
  it('leaves Settings out for a user whose every role may not open it (a guest), keeping Company', () => {
    expect(hubTiles(userWith('GUEST'))).toEqual(['company']);
    expect(hubTiles(userWith('GUEST', 'USER'))).toEqual(['company', 'settings']);
  });
});
