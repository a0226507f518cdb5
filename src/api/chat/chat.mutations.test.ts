import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalError } from '@/api/http/portal-error';
import { testChat } from '@/testing/chat-test-data';
import { chatsById } from './chat.cache';
import { chatMutations, type ChatTriageVariables } from './chat.mutations';
import type { MessagesPages } from '../activity/activity.cache';
import { activityQueries } from '../activity/activity.queries';

const calls: { name: string; input: unknown; params: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
vi.mock('@/api/http/portal-client', () => ({
  callEndpoint: (name: string, input: unknown, params: unknown) =>
    new Promise((resolve, reject) => calls.push({ name, input, params, resolve, reject })),
}));

afterEach(() => {
  calls.length = 0;
});

const scope = 'utest';
const params = { startTime: '2026-10-01T00:00:00.000Z', endTime: '2026-11-02T00:00:00.000Z' };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const key = activityQueries.list(scope, params).queryKey;
  const data: MessagesPages = { pageParams: [0], pages: [{ userMessages: [], pureChats: [testChat({ chatId: 1 }), testChat({ chatId: 2 })] }] };
  client.setQueryData(key, data);
  const run = (variables: ChatTriageVariables) =>
    client.getMutationCache().build(client, chatMutations.triage(scope)).execute(variables).catch(() => undefined);
  const chat = (id: number) => chatsById(client.getQueryData<MessagesPages>(key)).get(id)!;
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  return { client, run, chat, invalidate };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('chat triage mutation', () => {
  it('archives through chatarchive (clear N), held until settled, then refreshes', async () => {
    const { run, chat, invalidate } = setup();
    const done = run({ change: { kind: 'archive', ids: [1] }, bulk: false });
    await flush();
    expect(chat(1)).toMatchObject({ archived: 'Y', held: true });
    expect(calls[0]).toMatchObject({ name: 'chatArchive', input: { clear: 'N' }, params: { id: 1 } });
    calls[0]!.resolve({ ok: true, changed: 1 });
    await done;
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('unarchives with clear Y, flags with chatfollowUp Y/N, reads with chatread', async () => {
    const { run } = setup();
    void run({ change: { kind: 'unarchive', ids: [1] }, bulk: false });
    void run({ change: { kind: 'followup', ids: [2], value: 'Y' }, bulk: false });
    void run({ change: { kind: 'read', ids: [2] }, bulk: false });
    await flush();
    expect(calls.map((c) => [c.name, c.input])).toEqual([
      ['chatArchive', { clear: 'Y' }],
      ['chatFollowup', { followup: 'Y' }],
      ['chatRead', {}],
    ]);
  });

  it('sends bulk changes and unread with chatIds', async () => {
    const { run } = setup();
    void run({ change: { kind: 'followup', ids: [1, 2], value: 'N' }, bulk: true });
    void run({ change: { kind: 'unread', ids: [1] }, bulk: false });
    await flush();
    expect(calls.map((c) => [c.name, c.input])).toEqual([
      ['bulkFollowup', { messageIds: [], chatIds: [1, 2], followup: 'N' }],
      ['bulkUnread', { messageIds: [], chatIds: [1] }],
    ]);
  });

  it('rolls a failed change back', async () => {
    const { run, chat } = setup();
    const done = run({ change: { kind: 'followup', ids: [1], value: 'Y' }, bulk: false });
    await flush();
    expect(chat(1).followup).toBe('Y');
    calls[0]!.reject(new PortalError(500, 'Injected fault', null));
    await done;
    expect(chat(1)).toMatchObject({ followup: 'N', held: false });
  });
});

describe('unread chat counter', () => {
  it('drops at once when an unread chat is read and comes back when the change fails', async () => {
    const { client, run } = setup();
    const recentKey = activityQueries.recent(scope).queryKey;
    client.setQueryData(recentKey, { userMessages: [], pureChats: [], unreadMessageCount: 0, unreadChatCount: 3 });
    const counter = () => client.getQueryData<{ unreadChatCount: number }>(recentKey)?.unreadChatCount;
    const done = run({ change: { kind: 'read', ids: [1] }, bulk: false });
    await flush();
    expect(counter()).toBe(2);
    calls[0]!.reject(new PortalError(500, 'Injected fault', null));
    await done;
    expect(counter()).toBe(3);
  });
});
