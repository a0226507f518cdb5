/**
 * The crash test's traffic, over HTTP against a running server: demo users log in, a burst of
 * concurrent writes of the kinds a person makes all day (triage single and bulk, contact create
 * then save, status changes) runs until the server dies, and afterwards the stored state is read
 * back through the same API. Each write goes to the ledger before it is sent and is marked
 * acknowledged only on a 2xx.
 */
import { mayTriage, type Message } from '../../src/contract/activity';
import { demoPassword } from '../db/demo-users';
import type { WriteLedger } from './write-ledger';

export interface Writer {
  username: string;
  sessionKey: string;
  userId: number;
}

const HOUR = 3_600_000;

async function call(base: string, writer: Writer, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}/portalApi${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${writer.sessionKey}` },
    signal: AbortSignal.timeout(30_000),
  });
}

async function readJson<T>(res: Response, what: string): Promise<T> {
  // The writers' sessions were written (and answered) before the crash: losing one is a lost write too.
  if (res.status === 401) throw new Error(`${what}: 401, the session stored at login is gone (a lost write)`);
  if (!res.ok) throw new Error(`${what}: ${res.status} ${res.headers.get('X-PORTAL-ERROR') ?? ''}`);
  return (await res.json()) as T;
}

/** Logs in through the real login form; the session key comes back in the redirect's fragment. */
export async function logIn(base: string, username: string): Promise<Writer> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ username, password: demoPassword, returnUrl: `${base}/` }),
  });
  const sessionKey = new URLSearchParams((res.headers.get('Location') ?? '').split('#')[1] ?? '').get('sessionKey');
  if (res.status !== 302 || !sessionKey) throw new Error(`login as ${username}: ${res.status}`);
  const writer = { username, sessionKey, userId: 0 };
  writer.userId = (await readJson<{ userId: number }>(await call(base, writer, '/api/me'), 'GET /api/me')).userId;
  return writer;
}

/** Every message of the writer's activity (all pages of a window wider than the seed's). */
async function allMessages(base: string, writer: Writer): Promise<Message[]> {
  const out: Message[] = [];
  const window = { startTime: '2000-01-01T00:00:00.000Z', endTime: new Date(Date.now() + 24 * HOUR).toISOString() };
  for (let pageNumber = 0; pageNumber < 50; pageNumber++) {
    const query = new URLSearchParams({ ...window, pageNumber: String(pageNumber) });
    const page = await readJson<{ userMessages: Message[] }>(await call(base, writer, `/api/messages/all?${query}`), 'GET /api/messages/all');
    out.push(...page.userMessages);
    if (page.userMessages.length === 0) break;
  }
  return out;
}

type TriageAction = 'read' | 'archive';
interface TriageTarget {
  messageId: number;
  action: TriageAction;
}

const triageKey = (writer: Writer, t: TriageTarget) => `message:${writer.username}:${t.messageId}:${t.action}`;
const contactKey = (writer: Writer, token: string) => `contact:${writer.username}:${token}`;
const statusKey = (writer: Writer, token: string) => `status:${writer.username}:${token}`;

/**
 * What each writer may still triage: its messages that are unread (or not archived) and that it
 * may change (the owner rule of core §4). Each (message, action) is written once in the whole
 * test, so a stored 'Y' can only come from this test's write.
 */
export async function triageTargets(base: string, writer: Writer): Promise<TriageTarget[]> {
  const targets: TriageTarget[] = [];
  for (const m of await allMessages(base, writer)) {
    // AGENT+VM archives through its combined message: keep the check to plain items.
    if (m.combinedMessageId !== null) continue;
    if (m.read === 'N' && mayTriage(m, writer.userId, 'read')) targets.push({ messageId: m.messageId, action: 'read' });
    if (m.archived === 'N' && mayTriage(m, writer.userId, 'archive')) targets.push({ messageId: m.messageId, action: 'archive' });
  }
  // A fixed shuffle (no Math.random in the order): reads and archives of different messages interleave.
  return targets.map((t, i) => ({ t, k: (i * 7919) % 1009 })).sort((a, b) => a.k - b.k).map(({ t }) => t);
}

export interface BurstOptions {
  base: string;
  writers: Writer[];
  ledger: WriteLedger;
  /** Per writer: what is left to triage (consumed). */
  triage: Map<string, TriageTarget[]>;
  /** A prefix unique to this burst (names, numbers). */
  round: number;
  workers: number;
  /** Called once, without waiting, when this many writes of the burst have been acknowledged. */
  killAfterAcks: number;
  kill: () => void;
}

export interface BurstResult {
  sent: number;
  acknowledged: number;
  /** Answers other than 2xx (each one a bug in the burst or the server). */
  refused: string[];
  /** Requests that failed on the wire: in flight or sent after the kill. */
  failed: number;
  /** False when the burst ended (every loop refused) before reaching `killAfterAcks`. */
  killedMidBurst: boolean;
}

/**
 * Runs `workers` loops that send writes of every kind in turn until the server stops answering.
 * Returns once every loop has seen the server gone.
 */
export async function runBurst(o: BurstOptions): Promise<BurstResult> {
  const result: BurstResult = { sent: 0, acknowledged: 0, refused: [], failed: 0, killedMidBurst: false };
  let counter = 0;
  const statusBase = Date.now() + 2 * 365 * 24 * HOUR + o.round * 1000 * HOUR;

  /** Sends one write; resolves with the answer's body once a 2xx has arrived in full, else null. */
  const send = async (writer: Writer, path: string, init: RequestInit, keys: [string, string][]): Promise<string | null> => {
    const entries = keys.map(([key, value]) => o.ledger.sent(key, value));
    result.sent++;
    let res: Response;
    let body: string;
    try {
      res = await call(o.base, writer, path, init);
      body = await res.text();
    } catch {
      result.failed++;
      return null;
    }
    if (!res.ok) {
      result.refused.push(`${init.method ?? 'GET'} ${path}: ${res.status} ${res.headers.get('X-PORTAL-ERROR') ?? ''}`);
      return null;
    }
    for (const e of entries) e.acked = true;
    result.acknowledged++;
    if (!result.killedMidBurst && result.acknowledged >= o.killAfterAcks) {
      result.killedMidBurst = true;
      o.kill();
    }
    return body;
  };

  const form = (values: Record<string, string | string[]>): RequestInit => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) for (const one of [v].flat()) body.append(k, one);
    return { method: 'POST', body };
  };
  const json = (value: unknown): RequestInit => ({
    method: 'POST',
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json' },
  });

  /** One write (or two: a contact is created, then saved), of the kind `n` picks. */
  const step = async (writer: Writer, n: number): Promise<boolean> => {
    const id = `r${o.round}n${n}`;
    const kind = n % 4;
    const pool = o.triage.get(writer.username) ?? [];
    if (kind === 0 && pool.length) {
      const t = pool.shift()!;
      return (await send(writer, `/api/messages/${t.messageId}/${t.action}`, { method: 'POST' }, [[triageKey(writer, t), 'Y']])) !== null;
    }
    if (kind === 1 && pool.length >= 3) {
      const action = pool[0]!.action;
      const batch: TriageTarget[] = [];
      for (let i = 0; i < pool.length && batch.length < 3; ) {
        if (pool[i]!.action === action) batch.push(...pool.splice(i, 1));
        else i++;
      }
      const path = action === 'read' ? '/api/messages/bulkread' : '/api/messages/bulkarchive';
      const ids = batch.map((t) => String(t.messageId));
      return (await send(writer, path, form({ messageIds: ids }), batch.map((t) => [triageKey(writer, t), 'Y']))) !== null;
    }
    if (kind === 2 || kind === 0 || kind === 1) {
      // A number unique in the test: rounds and counters never repeat.
      const phoneNumber = `+1646${String(5_000_000 + o.round * 100_000 + n).padStart(7, '0')}`;
      const key = contactKey(writer, id);
      const created = await send(
        writer,
        '/api/contacts',
        json({ firstName: id, lastName: 'created', contactMethods: [{ contactMethodType: 'PHONE', phoneNumber }] }),
        [[key, 'created']],
      );
      if (!created) return false;
      const { contactId } = JSON.parse(created) as { contactId: number };
      return (await send(writer, `/api/contacts/${contactId}`, json({ firstName: id, lastName: 'saved', title: '', business: '' }), [[key, 'saved']])) !== null;
    }
    // Status changes: scheduled one-hour statuses in windows of their own, two years out.
    const start = statusBase + n * 2 * HOUR;
    const end = start + HOUR;
    const values = { statusName: id, takingCalls: 'N', saved: 'N', startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() };
    return (await send(writer, '/api/statuses', form(values), [[statusKey(writer, id), `${start}-${end}`]])) !== null;
  };

  const worker = async (w: number) => {
    const writer = o.writers[w % o.writers.length]!;
    // A write that failed on the wire means the server is gone; a refused one is counted and the loop goes on.
    for (;;) {
      const before = result.failed;
      await step(writer, counter++);
      if (result.failed > before) return;
      if (result.refused.length > 20) return;
    }
  };
  await Promise.all(Array.from({ length: o.workers }, (_, w) => worker(w)));
  return result;
}

/** The stored value of every ledger key, read back through the API after the restart. */
export async function readStored(base: string, writers: Writer[]): Promise<Map<string, string | undefined>> {
  const stored = new Map<string, string | undefined>();
  for (const writer of writers) {
    for (const m of await allMessages(base, writer)) {
      if (m.read === 'Y') stored.set(triageKey(writer, { messageId: m.messageId, action: 'read' }), 'Y');
      if (m.archived === 'Y') stored.set(triageKey(writer, { messageId: m.messageId, action: 'archive' }), 'Y');
    }
    const me = await readJson<{ contacts: { firstName: string; lastName: string }[] }>(await call(base, writer, '/api/me'), 'GET /api/me');
    for (const c of me.contacts) stored.set(contactKey(writer, c.firstName), c.lastName);
    const status = await readJson<{ scheduledStatuses: { status: { statusName: string | null }; startTime: string | null; endTime: string | null }[] }>(
      await call(base, writer, '/api/status'),
      'GET /api/status',
    );
    for (const s of status.scheduledStatuses) {
      if (!s.status.statusName || !s.startTime || !s.endTime) continue;
      stored.set(statusKey(writer, s.status.statusName), `${Date.parse(s.startTime)}-${Date.parse(s.endTime)}`);
    }
  }
  return stored;
}
