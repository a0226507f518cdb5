import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityQueries } from '@/api/activity/activity.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { renderWithRouter, testI18n } from '@/components/testing-provider';
import type { MessagesRecentResponse } from '@/contract/activity';
import enDashboard from '@/locales/en/dashboard.json';
import { testMessage } from '@/testing/activity-test-data';
import { RecentPanel } from './recent-panel';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'dashboard', enDashboard, true, true);
});

/** The panel with the recent answer already in the cache, or still on its way (`recent` undefined). */
function renderPanel(recent?: MessagesRecentResponse) {
  // Never fetched: an answer still on its way stays on its way.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: recent !== undefined } } });
  if (recent) queryClient.setQueryData(activityQueries.recent(sessionScopeKey(null, false)).queryKey, recent);
  return renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <RecentPanel withChats={false} />
    </QueryClientProvider>,
  );
}

/** The elements of `root` that Chakra styled at run time (an emotion class, css-…). */
const styledAtRunTime = (root: Element) => [...root.querySelectorAll('[class*="css-"]')].map((element) => element.outerHTML.slice(0, 80));

describe('RecentPanel', () => {
  it('shows the six latest items as links, the unread ones marked, as plain elements', async () => {
    const userMessages = Array.from({ length: 8 }, (_, n) =>
      testMessage({ messageId: 500 + n, caller: `Caller ${n}`, combinedDisplayName: `Caller ${n}`, messageRead: n === 0 ? null : '2026-11-20T18:00:00.000Z' }),
    );
    renderPanel({ userMessages, pureChats: [], unreadMessageCount: 1, unreadChatCount: 0 });
    const list = await screen.findByRole('list', { name: 'Latest activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const first = within(items[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/activity/500');
    expect(first.textContent).toContain('Caller 0');
    expect(items[0]!.hasAttribute('data-unread')).toBe(true);
    expect(items[1]!.hasAttribute('data-unread')).toBe(false);
    expect(screen.getByText('1 unread')).toBeTruthy();
    // Styled by the build-time stylesheet (recent-item.styles.ts), not per element.
    expect(styledAtRunTime(list)).toEqual([]);
  });

  it('holds six placeholders while the answer is on its way, as plain elements', async () => {
    renderPanel();
    const loading = await screen.findByRole('status', { name: 'Loading activity…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.children).toHaveLength(6);
    expect(styledAtRunTime(loading)).toEqual([]);
  });
});
