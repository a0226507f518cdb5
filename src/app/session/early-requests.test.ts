import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatQueries } from '@/api/chat/chat.queries';
import { configurePortalAuth } from '@/api/http/portal-client';
import { resolveChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { env } from '@/lib/env';
import { listRequest } from '@/lib/list-window';
import { testChat } from '@/testing/chat-test-data';
import { createTestQueryClient } from '@/testing/query-client';
import { earlyRequests } from './early-requests';

const today = new Date(2026, 11, 4, 9, 30);
const at = (pathname: string, search = '') => earlyRequests({ pathname, search }, today);

describe('earlyRequests', () => {
  it('asks for the signed-in user on every screen, and for the dashboard its panels', () => {
    expect(at('/status')).toEqual(['/api/me']);
    expect(at('/')).toEqual(['/api/me', '/api/status', '/api/messages']);
  });

  it("asks for the chat list's first page of the default window, every company", () => {
    const [, chats] = at('/chat-activity');
    const url = new URL(chats ?? '', 'https://portal.example');
    expect(url.pathname).toBe('/api/messages/all');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTime: new Date(2026, 10, 4).toISOString(),
      endTime: new Date(2026, 11, 5).toISOString(),
      pageNumber: '0',
      fromPortal: 'yes',
      chatsOnly: 'Y',
    });
  });

  it('leaves a chat list with search parameters to the route, which reads them', () => {
    expect(at('/chat-activity', '?start=2026-11-01')).toEqual(['/api/me']);
    expect(at('/chat-activity', '?chat=7')).toEqual(['/api/me']);
  });
});

describe("the chat list's early first page", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configurePortalAuth({ getSessionKey: () => 'key-1', onUnauthorized: () => {} });
  });
  afterEach(() => {
    delete window.__portalEarly;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is the very request the chat list sends: the list takes it and asks nothing', async () => {
    const chat = testChat({ chatId: 42 });
    const answers = Object.fromEntries(
      at('/chat-activity').map((request) => [request, Promise.resolve(Response.json({ userMessages: [], pureChats: [chat] }))]),
    );
    window.__portalEarly = { key: 'key-1', base: env.portalApiBase, answers };
    const list = chatQueries.list('scope', listRequest(resolveChatFilters({}, today)));
    const data = await createTestQueryClient().fetchInfiniteQuery(list);
    expect(data.pages[0]?.pureChats.map((c) => c.chatId)).toEqual([42]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
