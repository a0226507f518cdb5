/**
 * Where a GET /api/messages/all page's time goes (issue 3), step by step, on a seeded PGlite
 * directory: the scope lookup, the page-id query, the wide rows, toMessage, the SMS threads, the
 * chats, JSON.stringify and gzip (and, apart, the contract's response safeParse, which production
 * skips). Run on a copy of a seeded
 * directory (PGlite writes to it):
 *   tsx scripts/lib/bench-messages-profile.ts <dataDir> [rounds] [main|worker]
 * `worker` runs PGlite in its own thread as the server does (server/db/pglite-worker); either
 * way the last line is the longest the event loop was held during a page (a 1 ms timer's
 * longest gap), which is what delays every other request of the server.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { endpoints } from '../../src/contract/endpoints';
import { CHAT_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '../../src/contract/activity';
import { openDatabase } from '../../server/db/client';
import { listChats, listMessages } from '../../server/db/repositories/activity';
import { userAccountScope } from '../../server/db/repositories/users';
import * as s from '../../server/db/schema';
import { eq } from 'drizzle-orm';

const [dataDir, roundsArg, threadArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: bench-messages-profile.ts <dataDir> [rounds] [main|worker]');
const rounds = Number(roundsArg ?? 5);
/** As the server does (server/http/cached-json.ts): on libuv's pool, off the event loop. */
const gzipInPool = promisify(gzip);
const pgliteThread = threadArg === 'worker' ? 'worker' : 'main';
const database = await openDatabase({ dataDir, pgliteThread });
const { db } = database;
const [admin] = await db.select({ id: s.users.userId }).from(s.users).where(eq(s.users.username, 'admin'));
const now = new Date();
const startTime = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30);
const endTime = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);

const timings: Record<string, number[]> = {};
const time = async <T>(name: string, f: () => Promise<T> | T): Promise<T> => {
  const t = performance.now();
  const out = await f();
  (timings[name] ??= []).push(performance.now() - t);
  return out;
};
let bytes = 0;
let gz = 0;
let lastTick = performance.now();
let longestGap = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastTick);
  lastTick = now;
}, 1);
const blocks: number[] = [];
for (let i = 0; i < rounds; i++) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  lastTick = performance.now();
  longestGap = 0;
  const total = performance.now();
  const scope = await time('scope', () => userAccountScope(db, admin!.id));
  const who = { userId: admin!.id, scope };
  const q = { startTime, endTime, pageNumber: 0 };
  const userMessages = await time('listMessages', () => listMessages(db, who, { ...q, pageSize: MESSAGE_PAGE_SIZE }));
  const pureChats = await time('listChats', () => listChats(db, who, { ...q, pageSize: CHAT_PAGE_SIZE }));
  const body = { userMessages, pureChats };
  const json = await time('JSON.stringify', () => JSON.stringify(body));
  const zipped = await time('gzip (thread pool)', () => gzipInPool(json));
  (timings['total'] ??= []).push(performance.now() - total);
  await new Promise((resolve) => setTimeout(resolve, 2));
  blocks.push(Math.max(longestGap, performance.now() - lastTick));
  // Outside production only (server/http/endpoint.ts checkedResponse), so not in total or blocks.
  await time('safeParse (dev only)', () => endpoints.messagesAll.response.safeParse(body));
  bytes = json.length;
  gz = zipped.length;
}
clearInterval(ticker);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`page 0 (PGlite in the ${pgliteThread} thread): ${(bytes / 1024).toFixed(0)} KB JSON, ${(gz / 1024).toFixed(0)} KB gzip; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const [name, xs] of Object.entries(timings))
  console.log(`  ${name.padEnd(20)} median ${median(xs).toFixed(1).padStart(7)} ms   (${xs.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`  ${'longest loop block'.padEnd(20)} median ${median(blocks).toFixed(1).padStart(7)} ms   (${blocks.map((x) => x.toFixed(0)).join(', ')})`);
await database.close();
