import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import { AUTO_LOAD_MAX } from '@/components/list-hooks';
import { renderWithRouter, testI18n } from '@/components/testing-provider';
import { CHAT_PAGE_SIZE, type ChatItem } from '@/contract/activity';
import { testChat } from '@/testing/chat-test-data';
import enChat from '@/locales/en/chat.json';
import { createTestQueryClient } from '@/testing/query-client';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { ToolbarSearch } from '@/components/list-toolbar';
import { ChatScreen } from './chat-screen';

// The real search box, counted: it renders whenever the toolbar does.
vi.mock('@/components/list-toolbar', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/list-toolbar')>();
  // Counts the toolbar's renders: the wrapper is called whenever the (memoised) toolbar renders.
  const Search = original.ToolbarSearch;
  return { ...original, ToolbarSearch: vi.fn((props: ComponentProps<typeof Search>) => <Search {...props} />) };
});

/** Seven pages of 100 chats parse and render in turn: slow in jsdom on a loaded machine. */
const slow = { timeout: 30_000 };

beforeAll(() => {
  testI18n.addResourceBundle('en', 'chat', enChat, true, true);
});

const fetchMock = vi.fn<typeof fetch>();
/** The page numbers the screen asked GET /api/messages/all for, in order. */
let pagesAsked: number[] = [];

beforeEach(() => {
  pagesAsked = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
});

/**
 * Answers GET /api/messages/all with `pageOf(pageNumber)`. The chats are unique per page; only
 * `shown` of each page are in the All view (the rest are archived), so few rows match.
 */
function serveChats(pageSizeOf: (page: number) => number, shown: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (!url.pathname.endsWith('/api/messages/all')) return new Response(null, { status: 404 });
    const page = Number(url.searchParams.get('pageNumber'));
    pagesAsked.push(page);
    const pureChats: ChatItem[] = Array.from({ length: pageSizeOf(page) }, (_, i) =>
      testChat({ chatId: page * CHAT_PAGE_SIZE + i + 1, archived: i < shown ? 'N' : 'Y' }),
    );
    return new Response(JSON.stringify({ userMessages: [], pureChats }), { headers: { 'Content-Type': 'application/json' } });
  });
}

function renderChats() {
  const client = createTestQueryClient();
  const scope = sessionScopeKey(null, false); // no session in tests: the anonymous scope
  client.setQueryData(sessionQueries.me(scope).queryKey, makeUser({ userAccountRoles: [makeRole({ chatServiceEnabled: 'Y' })] }));
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <ChatScreen />
    </QueryClientProvider>,
    { path: '/chat-activity' },
  );
}

describe('ChatScreen list loading (spec core §2, §4 Activity list loading)', () => {
  it('loads pages of 100 by itself while fewer than 30 match, 6 times at most, then offers Load More', async () => {
    serveChats(() => CHAT_PAGE_SIZE, 2);
    renderChats();
    // The first page and 6 automatic loads: 7 pages, 2 matching chats each.
    expect(await screen.findByRole('button', { name: 'Load More' }, slow)).toBeTruthy();
    expect(screen.getByText(`Showing 1 - ${2 * (AUTO_LOAD_MAX + 1)}`)).toBeTruthy();
    expect(pagesAsked).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(screen.queryByText('Please change the start date to load more')).toBeNull();

    // Load More fetches one page; still under 30 rows, yet no further automatic load follows.
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText(`Showing 1 - ${2 * (AUTO_LOAD_MAX + 2)}`, undefined, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Load More' }, slow)).toBeTruthy();
    expect(pagesAsked).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('renders the toolbar once while the list takes in its pages: an answer re-renders only what it changes', async () => {
    serveChats(() => CHAT_PAGE_SIZE, 2);
    renderChats();
    expect(await screen.findByText('Showing 1 - 2', undefined, slow)).toBeTruthy();
    const renders = vi.mocked(ToolbarSearch).mock.calls.length;
    // Six more pages arrive, each a query answer that re-renders the screen.
    expect(await screen.findByRole('button', { name: 'Load More' }, slow)).toBeTruthy();
    expect(pagesAsked).toHaveLength(AUTO_LOAD_MAX + 1);
    expect(vi.mocked(ToolbarSearch).mock.calls.length).toBe(renders);
  });

  it('says to change the start date when nothing more comes back', async () => {
    serveChats((page) => (page === 0 ? CHAT_PAGE_SIZE : 10), 1);
    renderChats();
    expect(await screen.findByText('Please change the start date to load more', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Showing 1 - 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(pagesAsked).toEqual([0, 1]);
  });

  it('does not load by itself once 30 chats match', async () => {
    serveChats(() => CHAT_PAGE_SIZE, 30);
    renderChats();
    expect(await screen.findByRole('button', { name: 'Load More' }, slow)).toBeTruthy();
    expect(screen.getByText('Showing 1 - 30')).toBeTruthy();
    expect(pagesAsked).toEqual([0]);
  });

  it('an empty list says "You\'re all caught up!" and no "Showing 1 - 0"', async () => {
    serveChats(() => 0, 0);
    renderChats();
    expect(await screen.findByText("You're all caught up!", undefined, slow)).toBeTruthy();
    expect(screen.getByText('Please change the start date to load more')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
