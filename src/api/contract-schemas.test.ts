import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idSchema, roleKeys } from '@/contract/common';
import { clientRealtimeMessageSchema, serverRealtimeMessageSchema } from '@/contract/realtime';
import { sessionResponseSchema, userSchema } from '@/contract/session';
import { makeRole, makeUser } from '@/testing/user-fixtures';

const ynArb = fc.constantFrom('Y' as const, 'N' as const);
const intArb = fc.integer({ min: 0, max: 1_000_000 });

const roleArb = fc.record({
  userRoleKey: fc.constantFrom(...roleKeys),
  chatServiceEnabled: ynArb,
  showExtendedReports: ynArb,
  isAccountPastDue: ynArb,
  accountId: intArb,
  accountName: fc.string(),
  usedMinutes: fc.double({ noNaN: true, noDefaultInfinity: true }),
});

const userArb = fc
  .record({
    userId: intArb,
    displayName: fc.string(),
    temporaryPassword: ynArb,
    twoFactor: ynArb,
    sessionTwoFactor: ynArb,
    agentSession: ynArb,
    roles: fc.array(roleArb, { maxLength: 5 }),
    companyWebsite: fc.option(fc.webUrl(), { nil: null }),
  })
  .map(({ roles, ...rest }) => makeUser({ ...rest, userAccountRoles: roles.map((r) => makeRole(r)) }));

/** Break one field of a valid user: wrong type, unknown enum value or a missing required field. */
const mutations: ((user: Record<string, unknown>) => void)[] = [
  (u) => (u['userId'] = 'not a number'),
  (u) => (u['twoFactor'] = 'YES'),
  (u) => delete u['userAccountRoles'],
  (u) => (u['patchNumbers'] = null),
  (u) => ((u['userAccountRoles'] as Record<string, unknown>[]).push({ ...makeRole(), userRoleKey: 'SUPERUSER' })),
  (u) => (u['displayName'] = 12),
];

describe('contract schemas (property-based)', () => {
  it('valid users parse', () => {
    fc.assert(
      fc.property(userArb, (user) => {
        expect(userSchema.safeParse(user).success).toBe(true);
      }),
    );
  });

  it('mutated users are rejected', () => {
    fc.assert(
      fc.property(userArb, fc.integer({ min: 0, max: mutations.length - 1 }), (user, index) => {
        const broken = structuredClone(user) as unknown as Record<string, unknown>;
        mutations[index]!(broken);
        expect(userSchema.safeParse(broken).success).toBe(false);
      }),
    );
  });

  it("a role's locations: none when a previous release's server leaves them out, refused when malformed", () => {
    const { locations: _omitted, ...older } = makeRole();
    const parsed = userSchema.parse(makeUser({ userAccountRoles: [older as ReturnType<typeof makeRole>] }));
    expect(parsed.userAccountRoles[0]!.locations).toEqual([]);
    expect(userSchema.safeParse(makeUser({ userAccountRoles: [{ ...makeRole(), locations: [{ locationId: 'x' }] as never }] })).success).toBe(false);
  });

  it('random input never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => userSchema.safeParse(value)).not.toThrow();
        expect(() => serverRealtimeMessageSchema.safeParse(value)).not.toThrow();
        expect(() => sessionResponseSchema.safeParse(value)).not.toThrow();
      }),
    );
  });

  it('realtime messages: the update flag with optional areas', () => {
    expect(serverRealtimeMessageSchema.safeParse({ type: 'update', update: true }).success).toBe(true);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'update', update: true, areas: ['messages'] }).success).toBe(true);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'update', update: false }).success).toBe(false);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'update', update: true, areas: ['nope'] }).success).toBe(false);
  });

  it('realtime resync: seqs are non-negative integers, changed is areas or all', () => {
    expect(serverRealtimeMessageSchema.safeParse({ type: 'update', update: true, seq: 1_795_000_000_000 }).success).toBe(true);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'update', update: true, seq: -1 }).success).toBe(false);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'ready' }).success).toBe(true);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'ready', seq: 4, changed: [] }).success).toBe(true);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'ready', seq: 4, changed: 'all' }).success).toBe(true);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'ready', seq: 4, changed: 'some' }).success).toBe(false);
    expect(serverRealtimeMessageSchema.safeParse({ type: 'ready', seq: 1.5 }).success).toBe(false);
    expect(clientRealtimeMessageSchema.safeParse({ type: 'auth', sessionKey: 'k', since: 12 }).success).toBe(true);
    expect(clientRealtimeMessageSchema.safeParse({ type: 'auth', sessionKey: 'k', since: '12' }).success).toBe(false);
  });
});

describe('idSchema', () => {
  it('takes a JSON number or the digits of a path, query or form field, nothing else', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of [[7], true, '0x10', '1e3', ' 7', '', '7.5', 0, -3, 7.5, '2147483648', null, {}]) {
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
