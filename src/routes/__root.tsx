import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { sessionQueries } from '@/api/session/session.queries';
import type { RouterContext } from '@/app/router-context';
import { retrySessionStart, useSession, useShownScreen } from '@/app/session/session';
import { ErrorState } from '@/components/error-state';
import { GateScreen } from '@/features/shell/gate-screens';
import { redirectFor } from '@/lib/redirects';
import { MainApp } from './-main-app';
import { isPublicScreen, publicScreens } from './-public-screens';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Once the user is known, a page their roles send them away from is never loaded: its loader
  // would ask the server for data it refuses them. (Before that, on a first load, MainApp's
  // useRoleRedirect sends them on as soon as /api/me answers, and shows none of the page meanwhile.)
  beforeLoad: ({ context, location }) => {
    const scope = context.sessionScope();
    const user = scope ? context.queryClient.getQueryData(sessionQueries.me(scope).queryKey) : undefined;
    const target = user ? redirectFor(user, location.pathname) : null;
    if (target) throw redirect({ to: target, replace: true });
  },
  component: RootComponent,
});

/** The session gate (core §2 "Which screen shows"): gate screens until the main app may show. */
function RootComponent() {
  const choice = useShownScreen();
  const { loadError } = useSession();
  const { t } = useTranslation('common');
  if (choice === 'splash' && loadError) {
    return <ErrorState title={t('errors.screenFailed')} message={errorMessage(loadError)} onRetry={() => void retrySessionStart()} />;
  }
  if (isPublicScreen(choice)) {
    const Screen = publicScreens[choice];
    return (
      <Suspense fallback={<GateScreen choice="empty" />}>
        <Screen />
      </Suspense>
    );
  }
  if (choice !== 'main') return <GateScreen choice={choice} />;
  return <MainApp />;
}
