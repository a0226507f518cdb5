/**
 * Section "texts" of `npm run bench` (issue 13): the text view's search per keystroke over 5,000
 * conversations, with the app's own code (tsx): the index the screen builds once per list
 * (`buildConversationIndex`), then the screen's `createConversationSearch` once per keystroke of typed queries.
 * Usage: tsx scripts/lib/bench-texts-client.ts [conversations]. Prints one JSON object: wall and
 * CPU time per keystroke (the budget is judged on CPU time, like section 3's search).
 */
import { performance } from 'node:perf_hooks';
import { smsTasksResponseSchema, type SmsTask } from '@/contract/text';
import { buildConversationIndex, createConversationSearch } from '@/features/text/logic/conversation-search';

const count = Number(process.argv[2] ?? 5000);
const names = ['Maria Lopez', 'Sam Reed', 'Olivia Bennett', 'Noah Price', 'Ava Turner', 'Liam Foster', 'Emma Wright', null];
const texts = ['Can you call me back?', 'Is the lease ready for signing?', 'Thanks, see you Tuesday', 'What time do you open?', 'Please send the invoice'];

const tasks: SmsTask[] = Array.from({ length: count }, (_, i) => {
  const ani = `+1503${String(5_550_000 + i).padStart(7, '0')}`;
  return {
    taskId: i + 1,
    taken: new Date(Date.now() - i * 60_000).toISOString(),
    lastMessage: new Date(Date.now() - i * 30_000).toISOString(),
    unread: i % 7 === 0 ? 2 : 0,
    version: i + 1,
    accountId: 1 + (i % 3),
    accountName: ['Harbor Law', 'Harbor Law – Downtown', 'Harbor Law – Eastside'][i % 3]!,
    dnis: '+15035550100',
    ani,
    smsDisplayName: names[i % names.length] ?? null,
    phoneNumberId: 1,
    canReply: true,
    messages: Array.from({ length: 4 }, (_, k) => ({
      messageId: i * 10 + k,
      taken: new Date(Date.now() - (i * 4 + k) * 60_000).toISOString(),
      ani,
      dnis: '+15035550100',
      sendingUser: k % 2 ? 'Sofia Alvarez' : null,
      sendingUserId: k % 2 ? 5 : null,
      textContent: texts[(i + k) % texts.length]!,
      formContent: null,
    })),
  };
});
// What the screen holds: pages that passed the contract.
smsTasksResponseSchema.parse({ smsTasks: tasks.slice(0, 50), pageNumber: 0, pageSize: 50, version: 1 });

const t0 = performance.now();
const index = buildConversationIndex(tasks);
const indexMs = performance.now() - t0;

const queries = ['maria lopez', 'lease', '503-555-12', '(503) 555', 'eastside', 'zzz not there'];
// Wall time, and this process's CPU time: on a shared, loaded machine the wall time mostly
// measures waiting for a core; the CPU time is the work a keystroke costs (as section 3 judges).
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// One untimed round first: the screen has run the search on its first render (the empty query) and
// on earlier keystrokes before anyone types these, so its code is compiled by then.
const times: number[] = [];
const cpuTimes: number[] = [];
const typedAt: string[] = [];
for (let round = 0; round < 4; round++) {
  for (const query of queries) {
    // A fresh search per query, as the screen has after the box was cleared.
    const search = createConversationSearch(index);
    search('');
    for (let n = 1; n <= query.length; n++) {
      const c = cpuMs();
      const s = performance.now();
      search(query.slice(0, n));
      const wall = performance.now() - s;
      if (round === 0) continue;
      times.push(wall);
      cpuTimes.push(cpuMs() - c);
      typedAt.push(query.slice(0, n));
    }
  }
}
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const figures = (list: number[]) => ({ p50: pct(list, 50), p95: pct(list, 95), max: Math.max(...list) });
const slowest = cpuTimes
  .map((cpu, i) => ({ query: typedAt[i], cpu }))
  .sort((a, b) => b.cpu - a.cpu)
  .slice(0, 4);
console.log(JSON.stringify({ conversations: count, indexMs, keystrokes: times.length, wall: figures(times), cpu: figures(cpuTimes), slowest }));
