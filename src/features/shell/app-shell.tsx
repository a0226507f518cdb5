import { Outlet, useRouterState } from '@tanstack/react-router';
import { useRealtimeStatus } from '@/app/realtime/use-realtime-status';
import { logout, useCurrentUser, useSession } from '@/app/session/session';
import { AppShellView } from './app-shell-view';
import { useUnreadCounters } from './use-unread-counters';

/** The main app: reads the session, the user and the live connection, renders the layout. */
export function AppShell() {
  const user = useCurrentUser();
  const session = useSession();
  const realtimeStatus = useRealtimeStatus();
  const unread = useUnreadCounters(user);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <AppShellView
      user={user}
      agentSession={session.isAgent || Boolean(session.agentUserSession) || user.agentSession === 'Y'}
      realtimeStatus={realtimeStatus}
      pathname={pathname}
      onLogout={() => void logout()}
      unread={unread}
    >
      <Outlet />
    </AppShellView>
  );
}
