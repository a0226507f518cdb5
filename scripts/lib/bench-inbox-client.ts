/**
 * Client-side figures of `npm run bench` at 50,000 messages (issue 3 "Fast at scale"), run by
 * tsx so it imports the app's own code — the figures are of the code the activity screen runs:
 *  - parse: every page of GET /api/messages/all. The list parses its pages in the contract-parse
 *    worker (src/api/http/parse-off-thread.ts), so the main thread pays only for receiving the
 *    checked page: a structured clone, timed here as `v8.deserialize` of the page serialised by
 *    `v8.serialize` (the same V8 ValueSerializer postMessage uses). The worker's own work (decode,
 *    JSON.parse, safeParse: `parseContractBody`, the function it runs) is timed too, for
 *    information; and one response holding the whole window at once (why the list is paged).
 *  - search: `activityRows` (the activity list's filtering) over all the window's messages, one
 *    call per keystroke of typed queries, after the index is warmed as the screen warms it.
 * Usage: tsx scripts/lib/bench-inbox-client.ts <base> <sessionKey> <startTime> <endTime>
 * Prints one JSON object on stdout.
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { endpoints } from '@/contract/endpoints';
import { MESSAGE_PAGE_SIZE, type Message } from '@/contract/activity';
import { activityRows } from '@/features/activity/logic/activity-rows';
import { buildSearchIndex, warmSearchIndex } from '@/features/activity/logic/activity-search';
import { parseContractBody } from '@/workers/contract-parse';

const [base, sessionKey, startTime, endTime] = process.argv.slice(2);
if (!base || !sessionKey || !startTime || !endTime) throw new Error('usage: bench-inbox-client.ts <base> <sessionKey> <startTime> <endTime>');

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

// ── parse: page by page, as the client does ──────────────────────────────────────────────────
const schema = endpoints.messagesAll.response;
const messages: Message[] = [];
const pageParseMs: number[] = [];
const pageReceiveMs: number[] = [];
let chats = 0;
let bytes = 0;
for (let pageNumber = 0; ; pageNumber++) {
  const query = new URLSearchParams({ startTime, endTime, pageNumber: String(pageNumber), fromPortal: 'yes' });
  const response = await fetch(`${base}/portalApi/api/messages/all?${query}`, { headers: { Authorization: `Bearer ${sessionKey}` } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/messages/all page ${pageNumber} answered ${response.status}`);
  bytes += body.byteLength;
  // In the worker: decode, JSON.parse and safeParse, off the main thread.
  let start = performance.now();
  const parsed = parseContractBody('messagesAll', body);
  pageParseMs.push(performance.now() - start);
  if (!parsed.ok) throw new Error(`page ${pageNumber} does not match the contract`);
  // On the main thread: receiving the worker's reply (postMessage's structured clone).
  const wire = v8.serialize(parsed);
  start = performance.now();
  const page = (v8.deserialize(wire) as { data: { userMessages: Message[]; pureChats: unknown[] } }).data;
  pageReceiveMs.push(performance.now() - start);
  messages.push(...page.userMessages);
  chats += page.pureChats.length;
  if (page.userMessages.length < MESSAGE_PAGE_SIZE) break;
}

// The same messages as one response (JSON text rebuilt from the parsed pages).
const whole = JSON.stringify({ userMessages: messages, pureChats: [] });
let start = performance.now();
const wholeParsed = schema.safeParse(JSON.parse(whole));
const wholeParseMs = performance.now() - start;
if (!wholeParsed.success) throw new Error('the whole window does not match the contract');

// ── search: keystrokes over the whole window ─────────────────────────────────────────────────
// In the browser the pages are parsed in a worker (src/api/http/parse-off-thread.ts): the main
// thread's heap holds the messages, not the ~100 MB of garbage the parse above left in this
// process's heap. Collect that first, or the keystrokes are timed against its collection.
v8.setFlagsFromString('--expose-gc');
(vm.runInNewContext('gc') as () => void)();
start = performance.now();
const index = buildSearchIndex(messages);
warmSearchIndex(index, () => Infinity);
const indexMs = performance.now() - start;

/** Typed queries, each timed keystroke by keystroke: words, a name, a number typed as people do. */
const typed = ['pipe', 'deposition', 'leak', 'maria', '(503) 555-01', 'call back tomorrow', 'zzqx'];
// Wall time, and this process's CPU time: on a shared, loaded machine the wall time mostly
// measures waiting for a core; the CPU time is the work a keystroke costs.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const keystrokeMs: number[] = [];
const keystrokeCpuMs: number[] = [];
const keystrokeQueries: string[] = [];
let lastRows = 0;
// Round 0 is the first typing of the session: the search code is still being compiled (V8's
// compiler threads count in this process's CPU time). It is timed and reported on its own; the
// budget is judged on rounds 1-3, the steady cost of a keystroke.
let firstRoundMaxMs = 0;
for (let round = 0; round <= 3; round++) {
  for (const word of typed) {
    for (let n = 1; n <= word.length; n++) {
      const c0 = cpuMs();
      const t0 = performance.now();
      lastRows = activityRows(messages, index, 'all', [], word.slice(0, n)).length;
      const wall = performance.now() - t0;
      if (round === 0) {
        firstRoundMaxMs = Math.max(firstRoundMaxMs, wall);
        continue;
      }
      keystrokeMs.push(wall);
      keystrokeCpuMs.push(cpuMs() - c0);
      keystrokeQueries.push(word.slice(0, n));
    }
  }
}
// The cold case: the first keystroke before the idle-time warm-up has run.
const coldIndex = buildSearchIndex([...messages]);
start = performance.now();
activityRows(messages, coldIndex, 'all', [], 'p');
const coldKeystrokeMs = performance.now() - start;

console.log(
  JSON.stringify({
    messages: messages.length,
    chats,
    pages: pageParseMs.length,
    pageReceive: { p50: percentile(pageReceiveMs, 50), p95: percentile(pageReceiveMs, 95), max: Math.max(...pageReceiveMs) },
    megabytes: bytes / 1024 / 1024,
    pageParse: { p50: percentile(pageParseMs, 50), p95: percentile(pageParseMs, 95), max: Math.max(...pageParseMs) },
    wholeParseMs,
    indexMs,
    keystrokes: keystrokeMs.length,
    keystroke: { p50: percentile(keystrokeMs, 50), p95: percentile(keystrokeMs, 95), max: Math.max(...keystrokeMs) },
    keystrokeCpu: { p50: percentile(keystrokeCpuMs, 50), p95: percentile(keystrokeCpuMs, 95), max: Math.max(...keystrokeCpuMs) },
    coldKeystrokeMs,
    firstRoundMaxMs,
    // The costliest keystrokes by CPU time (which typed prefixes are slow, and in which round).
    slowest: keystrokeCpuMs
      .map((cpu, i) => ({ query: keystrokeQueries[i], cpu, round: Math.floor(i / (keystrokeMs.length / 3)) + 1 }))
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, 6),
    lastRows,
    typed: typed.length,
  }),
);
