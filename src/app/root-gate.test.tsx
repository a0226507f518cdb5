import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionQueries } from '@/api/session/session.queries';
import { routeTree } from '@/routeTree.gen';
import { createTestQueryClient } from '@/testing/query-client';
import { demoRoleUsers } from '@/testing/user-fixtures';
import type { User } from '@/contract/session';
import { Providers } from './providers';
import { createRouterContext } from './router-context';
import { getSessionScope, patchSession } from './session/session-store';

function renderAt(path: string, user: User | null, state: 'active' | 'cookie' = 'active', pendingIdentityKey: string | null = null, queryClient = createTestQueryClient()) {
  patchSession({ state, sessionKey: 'k', splash: true, isAgent: false, pendingIdentityKey });
  if (user) queryClient.setQueryData(sessionQueries.me(getSessionScope()).queryKey, user);
  const router = createRouter({ routeTree, context: createRouterContext(queryClient), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('root gate', () => {
  it('sends a billing-only user to /billing without loading the page they asked for', async () => {
    const queryClient = createTestQueryClient();
    const router = renderAt('/activity', demoRoleUsers.billingAdmin, 'active', null, queryClient);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'), { timeout: 5000 });
    // The activity route's loader would have fetched the list, which the server refuses them.
    const fetched = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.fetchStatus !== 'idle' || query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0)
      .map((query) => query.queryKey.slice(2).join('.'));
    expect(fetched).toEqual(['user.me']);
  });
  it('asks "Stay Logged In?" as the last step of a fresh login, before the portal shows', async () => {
    renderAt('/contacts', demoRoleUsers.globalAdmin, 'active', 'identity-key');
    expect(await screen.findByRole('heading', { name: 'Stay Logged In?' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not This Time' }));
    expect(await screen.findByRole('banner', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stay Logged In?' })).toBeNull();
  });
  it('shows no app shell while the user is loading', async () => {
    renderAt('/', null, 'cookie');
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  });
});
