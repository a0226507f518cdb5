/**
 * Issue 18, authorisation sweep: every endpoint of the contract's table, called by a user of
 * another account with the victim's ids (sweep/cases.ts), answers no 2xx with the victim's data
 * and changes nothing of theirs (the whole database but the caller's own rows is compared after
 * each call). An endpoint without a case or a stated opt-out fails the first test. Every case
 * carries a positive control (sweep/cases.ts `Control`): the identical request by someone
 * entitled to it succeeds, on a second copy of the same database, so a case that fails for any
 * other reason than the access check (a malformed request, a missing row) fails the sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { queryRows, sql } from '../db/client';
import { createTestContext, type TestContext } from '../http/test-context';
import { sweepEntries, type Control, type SweepRequest } from './sweep/cases';
import { leakedBy, sessionOf, sweepRequest, type VictimMarks } from './sweep/requests';
import { changedTables, findAttacker, findUser, findVictim, othersState, type Attacker, type Victim } from './sweep/victim';

let ctx: TestContext;
let victim: Victim;
let attacker: Attacker;
let marks: VictimMarks;
let baseline: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  victim = await findVictim(ctx.database);
  attacker = await findAttacker(ctx.database);
  const users = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select distinct user_id as id from user_account_roles where account_id in (1, 2, 3)`,
  );
  const names = await queryRows<{ name: string }>(ctx.database.db, sql`select account_name as name from accounts where account_id in (1, 2, 3)`);
  marks = { accountIds: victim.accountIds, userIds: users.map((u) => u.id), texts: [...names.map((n) => n.name), 'harborlaw.example'] };
  baseline = await othersState(ctx.database, attacker);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const names = Object.keys(endpoints) as EndpointName[];
const swept = names.filter((name) => sweepEntries[name] && 'requests' in sweepEntries[name]);

describe('the sweep table', () => {
  it('has a case or a stated opt-out for every endpoint of the contract', () => {
    const missing = names.filter((name) => !sweepEntries[name]);
    expect(missing, 'add these endpoints to server/security/sweep/cases.ts').toEqual([]);
    for (const name of names) {
      const entry = sweepEntries[name]!;
      if ('optOut' in entry) expect(entry.optOut.length, `${name} opts out without a reason`).toBeGreaterThan(20);
    }
  });

  it('names only endpoints that exist', () => {
    expect(Object.keys(sweepEntries).filter((name) => !(name in endpoints))).toEqual([]);
  });
});

describe('a user of another account, with the victim’s ids', () => {
  it.each(swept)('%s: no 2xx with their data, nothing of theirs changed', async (name) => {
    const entry = sweepEntries[name]!;
    if (!('requests' in entry)) return;
    for (const request of entry.requests(victim, attacker)) {
      const label = `${name}${request.label ? ` (${request.label})` : ''}`;
      const sessionKey = await sessionOf(ctx.database, attacker.userId);
      const res = await ctx.app.request(...sweepRequest(name, request, sessionKey));
      expect(res.status, `${label}: ${res.headers.get('X-PORTAL-ERROR') ?? ''}`).toBeLessThan(500);
      if (res.ok) expect(await leakedBy(res, marks), `${label} answered ${res.status} with the victim’s data`).toEqual([]);
      if ((request.control ?? entry.control) === 'self' && !request.noControl) expect(res.status, `${label}: the caller’s own request (its control) must succeed`).toBeLessThan(300);
      expect(changedTables(baseline, await othersState(ctx.database, attacker)), `${label} changed the victim’s state`).toEqual([]);
    }
  });
});

/** Stand-ins for building a case's requests only to read their controls (no request is sent). */
const emptyVictim = new Proxy({}, { get: () => 1 }) as Victim;
const emptyAttacker: Attacker = { username: '', userId: 1, accountId: 1, transferLinkId: 1, locationId: 1, phoneNumberId: 1 };

/** Deletions and payments take away what the next control needs (a row, the OPEN invoice): each gets its own copy of the database. */
const destructive = (name: EndpointName) => endpoints[name].method === 'DELETE' || /delete|unblock|cancel|^pay/i.test(name);

describe('the positive controls: the same request by someone entitled to it succeeds', () => {
  const entitledWho = (c: Control | undefined) => (c === 'owner' || c === 'admin' ? c : null);
  const controlled = swept.filter((name) => {
    const entry = sweepEntries[name]!;
    return 'requests' in entry && entry.requests(emptyVictim, emptyAttacker).some((r) => !r.noControl && entitledWho(r.control ?? entry.control));
  });

  it('every control is named, and a case without one says why', () => {
    for (const name of swept) {
      const entry = sweepEntries[name]!;
      if (!('control' in entry)) continue;
      if (typeof entry.control === 'object') expect(entry.control.none.length, `${name}: no control without a reason`).toBeGreaterThan(20);
    }
    expect(controlled.length).toBeGreaterThan(0);
  });

  let shared: TestContext | undefined;
  afterAll(async () => {
    await shared?.close();
  });

  it.each(controlled)('%s: answered 2xx', async (name) => {
    const entry = sweepEntries[name]!;
    if (!('requests' in entry)) return;
    const own = destructive(name) ? await createTestContext() : (shared ??= await createTestContext());
    try {
      const requests: SweepRequest[] = entry.requests(await findVictim(own.database), attacker);
      for (const request of requests) {
        const who = request.noControl ? null : entitledWho(request.control ?? entry.control);
        if (!who) continue;
        const entitled = await findUser(own.database, who === 'owner' ? 'user' : 'admin');
        const res = await own.app.request(...sweepRequest(name, request, await sessionOf(own.database, entitled)));
        expect(res.status, `${name}${request.label ? ` (${request.label})` : ''}: ${res.headers.get('X-PORTAL-ERROR') ?? ''}`).toBeLessThan(300);
      }
    } finally {
      if (own !== shared) await own.close();
    }
  });
});
