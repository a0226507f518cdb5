import { asc, inArray } from 'drizzle-orm';
import type { Message } from '../../../src/contract/activity';
import type { Db } from '../client';
import * as s from '../schema';

const threadTypes = new Set(['SMS', 'TEXT']);
const threadOf = (m: Message) => (threadTypes.has(m.messageType) ? m.taskId : null);

export type SmsThread = NonNullable<Message['messages']>;

/** The texts of these conversations, oldest first, by task id (one query). */
export async function readSmsThreads(db: Db, taskIds: readonly number[]): Promise<Map<number, SmsThread>> {
  const byTask = new Map<number, SmsThread>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select()
    .from(s.smsMessages)
    .where(inArray(s.smsMessages.taskId, [...taskIds]))
    .orderBy(asc(s.smsMessages.taken), asc(s.smsMessages.messageId));
  for (const row of rows) {
    const thread = byTask.get(row.taskId) ?? [];
    thread.push({
      messageId: row.messageId,
      taken: row.taken.toISOString(),
      ani: row.ani,
      dnis: row.dnis,
      sendingUser: row.sendingUser,
      sendingUserId: row.sendingUserId,
      textContent: row.textContent,
      formContent: (row.formContent as Message['formContent']) ?? null,
    });
    byTask.set(row.taskId, thread);
  }
  return byTask;
}

/**
 * Gives each SMS and TEXT item its conversation (spec core §3 Message `messages`), read in one
 * query for the whole page. Other items are returned unchanged: only the ~12% of items that are
 * texts carry the extra rows.
 */
export async function withSmsThreads(db: Db, messages: Message[]): Promise<Message[]> {
  const taskIds = [...new Set(messages.map(threadOf).filter((id): id is number => id !== null))];
  if (taskIds.length === 0) return messages;
  const byTask = await readSmsThreads(db, taskIds);
  return messages.map((m) => {
    const taskId = threadOf(m);
    const thread = taskId !== null ? byTask.get(taskId) : undefined;
    return thread ? { ...m, messages: thread } : m;
  });
}
