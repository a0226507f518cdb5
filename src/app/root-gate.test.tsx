import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueries } from '@/api/session/session.queries';
import { routeTree } from '@/routeTree.gen';
import { createTestQueryClient } from '@/testing/query-client';
import { demoRoleUsers } from '@/testing/user-fixtures';
import type { User } from '@/contract/session';
import { Providers } from './providers';
import { getSessionScope, patchSession } from './session/session-store';

function renderAt(path: string, user: User | null, state: 'active' | 'cookie' = 'active') {
  const queryClient = createTestQueryClient();
  patchSession({ state, sessionKey: 'k', splash: true });
  if (user) queryClient.setQueryData(sessionQueries.me(getSessionScope()).queryKey, user);
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('root gate', () => {
  it('sends a billing-only user to /billing', async () => {
    const router = renderAt('/activity', demoRoleUsers.billingAdmin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'), { timeout: 5000 });
  });
  it('shows no app shell while the user is loading', async () => {
    renderAt('/', null, 'cookie');
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  });
});
