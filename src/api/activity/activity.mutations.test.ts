import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalError } from '@/api/http/portal-error';
import { testMessage } from '@/testing/activity-test-data';
import { itemsById, type MessagesPages } from './activity.cache';
import { activityMutations } from './activity.mutations';
import { activityQueries } from './activity.queries';

const calls: { name: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
vi.mock('@/api/http/portal-client', () => ({
  callEndpoint: (name: string) => new Promise((resolve, reject) => calls.push({ name, resolve, reject })),
}));

afterEach(() => {
  calls.length = 0;
});

const scope = 'utest';
const params = { startTime: '2026-10-01T00:00:00.000Z', endTime: '2026-11-02T00:00:00.000Z' };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const key = activityQueries.list(scope, params).queryKey;
  const data: MessagesPages = {
    pageParams: [0],
    pages: [{ userMessages: [testMessage({ messageId: 1 }), testMessage({ messageId: 2 })], pureChats: [] }],
  };
  client.setQueryData(key, data);
  const run = (variables: Parameters<ReturnType<typeof activityMutations.triage>['mutationFn'] & object>[0]) =>
    client.getMutationCache().build(client, activityMutations.triage(scope)).execute(variables).catch(() => undefined);
  const item = (id: number) => itemsById(client.getQueryData<MessagesPages>(key)).get(id)!;
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  return { client, run, item, invalidate };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('triage mutation', () => {
  it('shows the change held, calls the single endpoint, refreshes when settled', async () => {
    const { run, item, invalidate } = setup();
    const done = run({ change: { kind: 'archive', ids: [1] }, apiIds: [1], bulk: false });
    await flush();
    expect(item(1)).toMatchObject({ archived: 'Y', held: true });
    expect(calls.map((c) => c.name)).toEqual(['messageArchive']);
    calls[0]!.resolve({ ok: true, changed: 1 });
    await done;
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityQueries.all(scope) });
  });

  it('rolls back a failure, keeps an overlapping change, refreshes only after the last', async () => {
    const { run, item, invalidate } = setup();
    const a = run({ change: { kind: 'archive', ids: [1] }, apiIds: [1], bulk: false });
    await flush();
    const b = run({ change: { kind: 'followup', ids: [1, 2], value: 'Y' }, apiIds: [1, 2], bulk: true });
    await flush();
    expect(calls.map((c) => c.name)).toEqual(['messageArchive', 'bulkFollowup']);
    calls[0]!.reject(new PortalError(500, 'Injected fault', null));
    await a;
    expect(item(1)).toMatchObject({ archived: 'N', followup: 'Y', held: true });
    expect(invalidate).not.toHaveBeenCalled();
    calls[1]!.resolve({ ok: true, changed: 2 });
    await b;
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('unread counter', () => {
  const counter = (client: QueryClient) =>
    client.getQueryData<{ unreadMessageCount: number }>(activityQueries.recent(scope).queryKey)?.unreadMessageCount;

  it('drops at once when unread items are read and comes back when the change fails', async () => {
    const { client, run } = setup();
    client.setQueryData(activityQueries.recent(scope).queryKey, { userMessages: [], pureChats: [], unreadMessageCount: 4, unreadChatCount: 0 });
    const done = run({ change: { kind: 'read', ids: [1, 2], at: '2026-11-21T10:00:00.000Z' }, apiIds: [1, 2], bulk: true });
    await flush();
    expect(counter(client)).toBe(2);
    calls[0]!.reject(new PortalError(500, 'Injected fault', null));
    await done;
    expect(counter(client)).toBe(4);
  });
});
