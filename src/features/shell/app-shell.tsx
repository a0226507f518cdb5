import { Outlet, useRouterState } from '@tanstack/react-router';
import { logout, useCurrentUser, useSession } from '@/app/session/session';
import { AppShellView } from './app-shell-view';
import { useUnreadCounters } from './use-unread-counters';

/** One function for every render: the memoised top bar compares it. */
const logoutFromMenu = () => void logout();

/** The main app: reads the session, the user and the unread counters, renders the layout. */
export function AppShell() {
  const user = useCurrentUser();
  const session = useSession();
  const unread = useUnreadCounters(user);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <AppShellView
      user={user}
      agentSession={session.isAgent || Boolean(session.agentUserSession) || user.agentSession === 'Y'}
      pathname={pathname}
      onLogout={logoutFromMenu}
      unread={unread}
    >
      <Outlet />
    </AppShellView>
  );
}
