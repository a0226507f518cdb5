import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../db/repositories/session';
import { createSessionLookup } from './session-lookup';

const row = (sessionId: number): SessionRow => ({
  sessionId,
  userId: 7,
  supportAgentId: null,
  twoFactorSatisfied: false,
  lastSeenAt: new Date(0),
  expiresAt: new Date(8.64e15),
  userTwoFactor: false,
  userTemporaryPassword: false,
  userBillingOnly: false,
});

/** A load whose answers the test releases one by one, recording when each lookup started. */
function controlledLoad() {
  const started: string[] = [];
  const pending: ((value: SessionRow | null) => void)[] = [];
  const load = (key: string) => {
    started.push(key);
    return new Promise<SessionRow | null>((resolve) => pending.push(resolve));
  };
  return { load, started, release: (value: SessionRow | null) => pending.shift()!(value) };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createSessionLookup', () => {
  it('lets requests of one turn share one lookup per key, each with its own copy', async () => {
    const lookup = createSessionLookup();
    const db = controlledLoad();
    const a = lookup.find('k1', db.load);
    const b = lookup.find('k1', db.load);
    const other = lookup.find('k2', db.load);
    await turn();
    expect(db.started).toEqual(['k1', 'k2']);
    db.release(row(1));
    db.release(row(2));
    const [ra, rb, ro] = await Promise.all([a, b, other]);
    expect(ra).toEqual(row(1));
    expect(rb).toEqual(row(1));
    expect(ra).not.toBe(rb);
    expect(ro?.sessionId).toBe(2);
    expect(lookup.pendingKeys()).toBe(0);
  });

  it('never hands a request the answer of a lookup that started before it arrived', async () => {
    const lookup = createSessionLookup();
    const db = controlledLoad();
    const early = lookup.find('k', db.load);
    await turn();
    expect(db.started).toHaveLength(1);
    // Arrives while the first lookup runs (say, just after the session was revoked).
    const late = lookup.find('k', db.load);
    const later = lookup.find('k', db.load);
    await turn();
    expect(db.started).toHaveLength(1);
    db.release(row(1));
    expect(await early).toEqual(row(1));
    await turn();
    expect(db.started).toHaveLength(2);
    db.release(null);
    expect(await late).toBeNull();
    expect(await later).toBeNull();
  });

  it('a failed lookup fails its requests and does not block the next', async () => {
    const lookup = createSessionLookup();
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(lookup.find('k', failing)).rejects.toThrow('database gone');
    expect(await lookup.find('k', async () => row(3))).toEqual(row(3));
  });
});
