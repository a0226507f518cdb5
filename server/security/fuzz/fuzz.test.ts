/**
 * Issue 18, fuzzed input: every entry of the contract's endpoint table gets FUZZ_CASES requests
 * (200 in CI; `npm run fuzz` sends more with a fresh seed) generated from its schemas and then
 * broken (fuzz/cases.ts), in a session of a seeded GLOBALADMIN and now and then an agent session.
 * Each must answer below 500 within the time limit, and nothing may be stored past its column's
 * bound or a list's count (stored-bounds.ts). A failure prints the line that replays it:
 *   FUZZ_SEED=<seed> FUZZ_ENDPOINT=<name> FUZZ_CASE=<i> npx vitest run server/security/fuzz
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints';
import { createSession, findSupportAgent } from '../../db/repositories/session';
import { findUserByLogin } from '../../db/repositories/users';
import { portalErrorHeader } from '../../http/errors';
import { createTestContext, type TestContext } from '../../http/test-context';
import { describeCase, fuzzCase, type FuzzCase } from './cases';
import { pinnedCases } from './pinned';
import { columnBounds, countLimits, unplacedRequestFields } from './stored-bounds';
import { countsPast, longestTextBound, storedPast, textColumns, writePoint } from './stored-limits';

const seed = Number(process.env['FUZZ_SEED'] ?? 20_261_125);
const casesPerEndpoint = Number(process.env['FUZZ_CASES'] ?? 200);
const timeoutMs = Number(process.env['FUZZ_TIMEOUT_MS'] ?? 5_000);
const onlyEndpoint = process.env['FUZZ_ENDPOINT'];
const onlyCase = process.env['FUZZ_CASE'] === undefined ? undefined : Number(process.env['FUZZ_CASE']);

/** Fields decoded before they are stored (so their bound is not a text column's). */
const storedAsBytes = new Set(['saveGreeting.audio']);
const textBound = longestTextBound(endpoints, storedAsBytes);

let ctx: TestContext;
let columns: Map<string, string[]>;
let userSession = '';
let agentSession = '';
let freshSessions: () => Promise<void>;
const figures = { cases: 0, ms: 0, byClass: {} as Record<string, number> };

beforeAll(async () => {
  ctx = await createTestContext();
  const user = (await findUserByLogin(ctx.database.db, 'admin'))!;
  const agent = (await findSupportAgent(ctx.database.db, 'support'))!;
  const open = async (supportAgentId?: number) =>
    (await createSession(ctx.database.db, { userId: user.userId, supportAgentId, twoFactorSatisfied: true, ttlMs: 60 * 60_000 })).sessionKey;
  freshSessions = async () => {
    userSession = await open();
    agentSession = await open(agent.supportAgentId);
  };
  await freshSessions();
  columns = await textColumns(ctx.database);
}, 120_000);

afterAll(async () => {
  if (figures.cases) {
    const perCase = (figures.ms / figures.cases).toFixed(1);
    console.info(`[fuzz] seed ${seed}: ${figures.cases} cases in ${(figures.ms / 1000).toFixed(1)} s (${perCase} ms each); answers ${JSON.stringify(figures.byClass)}`);
  }
  await ctx?.close();
});

type Outcome = { status: number; message: string | null } | { error: string };

async function send(c: FuzzCase): Promise<Outcome> {
  const headers = { ...c.headers, Authorization: `Bearer ${c.agent ? agentSession : userSession}` };
  const request = new Request(`http://localhost${c.path}`, { method: c.method, headers, body: c.body });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const answer = (async (): Promise<Outcome> => {
    try {
      const res = await ctx.app.request(request);
      await res.arrayBuffer();
      return { status: res.status, message: res.headers.get(portalErrorHeader) };
    } catch (error) {
      return { error: `threw ${String(error)}` };
    }
  })();
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !onlyEndpoint || name === onlyEndpoint);

describe(`fuzzed requests (seed ${seed}, ${casesPerEndpoint} per endpoint)`, () => {
  it('has endpoints to fuzz', () => {
    expect(names.length, `no endpoint named ${onlyEndpoint}`).toBeGreaterThan(0);
    expect(textBound).toBeGreaterThan(0);
  });

  it('knows the bound of every column a request field writes', () => {
    // A new bounded text field of a writing endpoint: name its column in stored-bounds.ts, or why it is not stored.
    expect(unplacedRequestFields()).toEqual([]);
    const known = new Set([...columns].flatMap(([table, names]) => names.map((n) => `${table}.${n}`)));
    expect(Object.keys(columnBounds).filter((c) => !known.has(c))).toEqual([]);
  });

  it.each(names)('%s: no 5xx, no hang, nothing stored past the limits', async (name) => {
    const failures: string[] = [];
    const indexes = onlyCase === undefined ? Array.from({ length: casesPerEndpoint }, (_, i) => i) : [onlyCase];
    const since = await writePoint(ctx.database);
    const started = performance.now();
    for (const index of indexes) {
      const c = fuzzCase(seed, name, endpoints[name], index);
      const outcome = await send(c);
      const key = 'status' in outcome ? `${Math.floor(outcome.status / 100)}xx` : 'failed';
      figures.byClass[key] = (figures.byClass[key] ?? 0) + 1;
      if ('status' in outcome && outcome.status === 401) await freshSessions();
      const silent = 'status' in outcome && outcome.status >= 400 && !outcome.message;
      if ('error' in outcome || outcome.status >= 500 || silent) {
        const what = 'error' in outcome ? outcome.error : `answered ${outcome.status}${silent ? ' without a message' : ''}`;
        failures.push(`${what}: ${describeCase(c)}\n  replay: FUZZ_SEED=${seed} FUZZ_ENDPOINT=${name} FUZZ_CASE=${index} npx vitest run server/security/fuzz`);
      }
    }
    figures.cases += indexes.length;
    figures.ms += performance.now() - started;
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(await storedPast(ctx.database, columns, since, columnBounds, textBound), 'stored past its column’s bound').toEqual([]);
    expect(await countsPast(ctx.database, countLimits, since), 'lists past the spec’s counts').toEqual([]);
  }, 300_000);
});

describe('issue 20’s hostile inputs, pinned on every endpoint', () => {
  it.each(names)('%s: each answers its 4xx with a message', async (name) => {
    const wrong: string[] = [];
    for (const pinned of pinnedCases(endpoints[name])) {
      const outcome = await send(pinned.case);
      if (!('status' in outcome) || outcome.status !== pinned.status || !outcome.message) {
        const what = 'error' in outcome ? outcome.error : `answered ${outcome.status} ${outcome.message ?? '(no message)'}`;
        wrong.push(`${pinned.case.label}: expected ${pinned.status}, ${what}`);
      }
      if ('status' in outcome && outcome.status === 401) await freshSessions();
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
