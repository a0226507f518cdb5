import type { InfiniteData } from '@tanstack/react-query';
import type { SmsTask, SmsTasksResponse } from '@/contract/text';

type Pages = InfiniteData<SmsTasksResponse, unknown>;

/** The loaded conversations, each once (a conversation that moved up between pages keeps its first place). */
export function conversationsOf(data: Pages | undefined): SmsTask[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: SmsTask[] = [];
  for (const page of data.pages) {
    for (const task of page.smsTasks) {
      if (seen.has(task.taskId)) continue;
      seen.add(task.taskId);
      out.push(task);
    }
  }
  return out;
}

/** A conversation read: its unread count is 0 at once (the list is refreshed after). */
export function withConversationRead(data: Pages | undefined, taskId: number): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      smsTasks: page.smsTasks.map((task) => (task.taskId === taskId ? { ...task, unread: 0 } : task)),
    })),
  };
}

/** A sent text's conversation replaces its old copy, or leads the first page when it is new. */
export function withConversation(data: Pages | undefined, task: SmsTask): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  const present = data.pages.some((page) => page.smsTasks.some((t) => t.taskId === task.taskId));
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      const rest = page.smsTasks.filter((t) => t.taskId !== task.taskId);
      if (index === 0) return { ...page, smsTasks: [task, ...(present ? rest : page.smsTasks)] };
      return { ...page, smsTasks: rest };
    }),
  };
}
