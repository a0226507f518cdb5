/**
 * Usage notifications dismissed one after another: the second goes through while the first is
 * still on its way, then the first fails. Only the first comes back; the user is marked for reading
 * again once both have settled.
 */
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { sessionScopeKey } from '@/api/query-scope';
import type { User } from '@/contract/session';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-stub';
import { createTestQueryClient } from '@/testing/query-client';
import { makeUser } from '@/testing/user-fixtures';
import { sessionQueries } from './session.queries';
import { sessionMutations } from './session.mutations';

const scope = sessionScopeKey(null, false);
const first = { usageNotificationId: 1, accountId: 2, currentUsage: 812, includedMinutes: 800 };
const second = { usageNotificationId: 3, accountId: 4, currentUsage: 271, includedMinutes: 300 };

const fetchMock = stubFetchPerTest();

describe('ackNotification', () => {
  it('puts back only the notification whose dismissal failed, and reads the user when the last one settles', async () => {
    let failFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (failFirst = resolve));
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      if (path.endsWith('/api/me/ackNotification')) {
        const id = Number(new URLSearchParams(await request.text()).get('usageNotificationId'));
        if (id === first.usageNotificationId) {
          await firstHeld;
          return jsonResponse({ message: 'Try again' }, 503);
        }
        return jsonResponse({ ok: true });
      }
      return new Response(null, { status: 404 });
    });
    const client = createTestQueryClient();
    const { queryKey } = sessionQueries.me(scope);
    client.setQueryData(queryKey, makeUser({ usageNotifications: [first, second] }));
    const ids = () => client.getQueryData<User>(queryKey)?.usageNotifications.map((n) => n.usageNotificationId);

    const dismissFirst = new MutationObserver(client, sessionMutations.ackNotification(scope, client)).mutate(first.usageNotificationId);
    await vi.waitFor(() => expect(ids()).toEqual([3]));
    await new MutationObserver(client, sessionMutations.ackNotification(scope, client)).mutate(second.usageNotificationId);
    expect(ids()).toEqual([]);
    // The first is still on its way: reading the user now would bring it back.
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(false);

    failFirst();
    await expect(dismissFirst).rejects.toBeTruthy();
    expect(ids()).toEqual([1]);
    await vi.waitFor(() => expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true));
  });
});
