import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/api/account/account.queries';
import { activityQueries } from '@/api/activity/activity.queries';
import { chatQueries } from '@/api/chat/chat.queries';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { leadsQueries } from '@/api/leads/leads.queries';
import { reportsQueries } from '@/api/reports/reports.queries';
import { sessionQueries } from '@/api/session/session.queries';
import { statusQueries } from '@/api/status/status.queries';
import { textQueries } from '@/api/text/text.queries';
import { defaultTextRequest } from '@/features/text/logic/text-range';
import { chatActivitySearchSchema } from '@/features/chat/chat-link';
import { resolveChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { resolveFilters } from '@/lib/activity-filter-settings';
import { listRequest } from '@/lib/list-window';
import { activitySearchSchema } from '@/lib/activity-search-params';
import { routeTree } from '@/routeTree.gen';
import { createTestQueryClient } from '@/testing/query-client';
import { demoRoleUsers, withRoles } from '@/testing/user-fixtures';
import { createRouterContext } from './router-context';
import { getSessionScope, patchSession, resetSessionStore } from './session/session-store';

/** Requests the loaders start (never answered: the test looks at what was asked, not at screens). */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', (input: Request | string) => {
    requested.push(new URL(typeof input === 'string' ? input : input.url, 'http://portal.test').pathname);
    return new Promise<Response>(() => {});
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionStore();
});

async function loadAt(path: string, queryClient = createTestQueryClient()) {
  const router = createRouter({ routeTree, context: createRouterContext(queryClient), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return { queryClient, router };
}

/** A query client that already holds the signed-in user (the session must be patched first). */
function withUser(user: ReturnType<typeof withRoles>) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueries.me(getSessionScope()).queryKey, user);
  return queryClient;
}

describe('route loaders start the screen data with the route (issue 11)', () => {
  it('the dashboard starts the status overview and Recent Activity while the user is still loading', async () => {
    patchSession({ state: 'cookie', sessionKey: 'key-1' });
    const { queryClient } = await loadAt('/');
    const scope = getSessionScope();
    expect(queryClient.getQueryState(statusQueries.overview(scope).queryKey)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(activityQueries.recent(scope).queryKey)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(requested.some((p) => p.endsWith('/api/messages'))).toBe(true));
  });

  it('/status, /activity and /chat-activity start the keys their screens read', async () => {
    patchSession({ state: 'active', sessionKey: 'key-1' });
    const scope = getSessionScope();
    const status = await loadAt('/status');
    expect(status.queryClient.getQueryState(statusQueries.overview(scope).queryKey)).toBeDefined();
    const activity = await loadAt('/activity?view=unread');
    const activityKey = activityQueries.list(scope, listRequest(resolveFilters(activitySearchSchema.parse(activity.router.state.location.search)))).queryKey;
    expect(activity.queryClient.getQueryState(activityKey)?.fetchStatus).toBe('fetching');
    const chat = await loadAt('/chat-activity');
    const chatKey = chatQueries.list(scope, listRequest(resolveChatFilters(chatActivitySearchSchema.parse(chat.router.state.location.search)))).queryKey;
    expect(chat.queryClient.getQueryState(chatKey)?.fetchStatus).toBe('fetching');
  });

  it('/text-activity starts the default range for a user with texts only (no wasted 403), /billing the chosen account', async () => {
    patchSession({ state: 'active', sessionKey: 'key-1' });
    const scope = getSessionScope();
    const textsKey = textQueries.conversations(scope, defaultTextRequest()).queryKey;
    const texts = await loadAt('/text-activity', withUser(demoRoleUsers.globalAdmin));
    await vi.waitFor(() => expect(texts.queryClient.getQueryState(textsKey)?.fetchStatus).toBe('fetching'));
    requested = [];
    const refused = await loadAt('/text-activity', withUser(demoRoleUsers.user));
    await Promise.resolve();
    expect(refused.queryClient.getQueryState(textsKey)).toBeUndefined();
    expect(requested.filter((p) => p.includes('/api/smsTasks'))).toEqual([]);
    const billing = await loadAt('/billing?account=2&tab=1');
    expect(billing.queryClient.getQueryState(accountQueries.detail(scope, 2).queryKey)?.fetchStatus).toBe('fetching');
  });

  it('/integrations starts the links only for a user who may see the page (no wasted 403)', async () => {
    patchSession({ state: 'active', sessionKey: 'key-1' });
    const scope = getSessionScope();
    const linksKey = integrationsQueries.links(scope).queryKey;
    const allowed = await loadAt('/integrations', withUser(demoRoleUsers.globalAdmin));
    await vi.waitFor(() => expect(allowed.queryClient.getQueryState(linksKey)?.fetchStatus).toBe('fetching'));
    for (const user of [demoRoleUsers.user, withRoles('GLOBALADMIN', 'BILLING_ADMIN')]) {
      requested = [];
      const refused = await loadAt('/integrations', withUser(user));
      await Promise.resolve();
      expect(refused.queryClient.getQueryState(linksKey)).toBeUndefined();
      expect(requested.filter((p) => p.includes('/api/transfers'))).toEqual([]);
    }
  });

  it('/integrations waits for a user still loading before deciding', async () => {
    patchSession({ state: 'cookie', sessionKey: 'key-1' });
    const { queryClient } = await loadAt('/integrations');
    const scope = getSessionScope();
    await vi.waitFor(() => expect(requested.some((p) => p.endsWith('/api/me'))).toBe(true));
    expect(queryClient.getQueryState(integrationsQueries.links(scope).queryKey)).toBeUndefined();
  });

  it('/reports, /leads, /company and /settings start the account they open on once the user is known', async () => {
    patchSession({ state: 'active', sessionKey: 'key-1' });
    const scope = getSessionScope();
    // A USER role on account 100 first: Insights and leads open on the first GLOBALADMIN account (101).
    const user = withRoles('USER', 'GLOBALADMIN');
    const fetching = (queryClient: ReturnType<typeof createTestQueryClient>, key: readonly unknown[]) =>
      vi.waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching'));
    const reports = await loadAt('/reports', withUser(user));
    await fetching(reports.queryClient, reportsQueries.current(scope, 101, 0).queryKey);
    await fetching(reports.queryClient, reportsQueries.callVolume(scope, 101, 0, 'current').queryKey);
    await fetching(reports.queryClient, reportsQueries.phoneNumberInsights(scope, 101, 0).queryKey);
    await fetching(reports.queryClient, reportsQueries.contactInsights(scope, 101, 0).queryKey);
    const leads = await loadAt('/leads', withUser(user));
    await fetching(leads.queryClient, leadsQueries.list(scope, 101).queryKey);
    const company = await loadAt('/company', withUser(user));
    await fetching(company.queryClient, accountQueries.detail(scope, 100).queryKey);
    const settings = await loadAt('/settings', withUser(user));
    await fetching(settings.queryClient, accountQueries.detail(scope, 100).queryKey);
    expect(requested.filter((p) => p.endsWith('/api/me'))).toEqual([]);
  });

  it('/reports waits for the user on a first load, and starts nothing for a user without Insights', async () => {
    patchSession({ state: 'cookie', sessionKey: 'key-1' });
    const scope = getSessionScope();
    const first = await loadAt('/reports');
    // The user's request is the one the screen's data waits for (the session's own, when it runs).
    await vi.waitFor(() => expect(requested.some((p) => p.endsWith('/api/me'))).toBe(true));
    expect(first.queryClient.getQueryCache().findAll({ queryKey: reportsQueries.all(scope) })).toHaveLength(0);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueries.me(scope).queryKey, withRoles('USER'));
    await loadAt('/reports', queryClient);
    await loadAt('/leads', queryClient);
    await Promise.resolve();
    expect(queryClient.getQueryCache().findAll({ queryKey: reportsQueries.all(scope) })).toHaveLength(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: leadsQueries.all(scope) })).toHaveLength(0);
  });

  it('starts nothing without a session key', async () => {
    const { queryClient } = await loadAt('/');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(requested).toEqual([]);
  });

  it('leaves data already cached to the screen (a hover over a link never refetches a list)', async () => {
    patchSession({ state: 'active', sessionKey: 'key-1' });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(statusQueries.overview(getSessionScope()).queryKey, { currentStatus: null, scheduledStatuses: [], savedStatuses: [] });
    const router = createRouter({ routeTree, context: createRouterContext(queryClient), history: createMemoryHistory({ initialEntries: ['/status'] }) });
    await router.load();
    expect(requested).toEqual([]);
  });
});
