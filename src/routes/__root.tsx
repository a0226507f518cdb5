import { createRootRouteWithContext, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { sessionQueries } from '@/api/session/session.queries';
import type { RouterContext } from '@/app/router-context';
import { retrySessionStart, StayLoggedInPrompt, useSession, useSessionScope, useShownScreen } from '@/app/session/session';
import { ErrorState } from '@/components/error-state';
import { AppShell } from '@/features/shell/app-shell';
import { GateScreen } from '@/features/shell/gate-screens';
import { redirectFor } from '@/lib/redirects';
import { useAssistStore } from '@/stores/assist-store';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { useUserSettingsDialog } from '@/stores/user-settings-store';

// The public screens load only where they show (no session, no shell).
const ResetScreen = lazy(() => import('@/features/sign-in/reset-screen').then((m) => ({ default: m.ResetScreen })));
const MigrateScreen = lazy(() => import('@/features/sign-in/migrate-screen').then((m) => ({ default: m.MigrateScreen })));
const QuoteScreen = lazy(() => import('@/features/quote/quote-screen').then((m) => ({ default: m.QuoteScreen })));
const TwoFactorScreen = lazy(() => import('@/features/sign-in/two-factor-screen').then((m) => ({ default: m.TwoFactorScreen })));
const PasswordChangeRequestScreen = lazy(() => import('@/features/sign-in/password-change-screens').then((m) => ({ default: m.PasswordChangeRequestScreen })));
const SetNewPasswordScreen = lazy(() => import('@/features/sign-in/password-change-screens').then((m) => ({ default: m.SetNewPasswordScreen })));
const publicScreens = {
  reset: ResetScreen,
  migrate: MigrateScreen,
  quotes: QuoteScreen,
  twoFactor: TwoFactorScreen,
  passwordChangeRequest: PasswordChangeRequestScreen,
  setNewPassword: SetNewPasswordScreen,
} as const;

// The user settings dialog (core §2), opened from the user menu.
const UserSettingsHost = lazy(() => import('@/features/profile/user-settings-dialog').then((m) => ({ default: m.UserSettingsHost })));
// The outcall phone (core §2), opened by the top bar's toggle and the contact-link menu's Call: loaded on first open.
const PhonePanel = lazy(() => import('@/features/phone/phone-panel').then((m) => ({ default: m.PhonePanel })));
// The Request Assist dialog (core §2), opened by the top bar and activity items: loaded on first open.
const AssistHost = lazy(() => import('@/features/assist/assist-dialog').then((m) => ({ default: m.AssistHost })));
// The Send Text dialog (core §2), opened from the text view and the contact-link menu: loaded on first open.
const SendTextHost = lazy(() => import('@/features/text/send-text-dialog').then((m) => ({ default: m.SendTextHost })));

const isPublicScreen = (choice: string): choice is keyof typeof publicScreens => choice in publicScreens;

export const Route = createRootRouteWithContext<RouterContext>()({
  // Once the user is known, a page their roles send them away from is never loaded: its loader
  // would ask the server for data it refuses them. (Before that, on a first load, RoleRedirects
  // sends them on as soon as /api/me answers, and MainApp shows none of the page meanwhile.)
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

/** The signed-in portal; nothing of a page the user's roles send them away from is shown (or mounted). */
function MainApp() {
  if (useRoleRedirect()) return <GateScreen choice="empty" />;
  return (
    <>
      <AppShell />
      <StayLoggedInPrompt />
      <UserSettingsWhenOpen />
      <SendTextWhenOpen />
      <PhoneWhenOpened />
      <AssistWhenOpen />
    </>
  );
}

/** Loads the user settings dialog's chunk only once the user menu opens it (not on every first load). */
function UserSettingsWhenOpen() {
  const open = useUserSettingsDialog((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <UserSettingsHost />
    </Suspense>
  ) : null;
}

/** Loads the Send Text dialog's chunk only once something opens it. */
function SendTextWhenOpen() {
  const open = useSendTextStore((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <SendTextHost />
    </Suspense>
  ) : null;
}

/** Loads the Request Assist dialog's chunk only once something opens it. */
function AssistWhenOpen() {
  const open = useAssistStore((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <AssistHost />
    </Suspense>
  ) : null;
}

/** Loads the phone's chunk (and later the voice SDK) only once the phone is first opened; it stays mounted after. */
function PhoneWhenOpened() {
  const open = usePhoneStore((s) => s.open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <PhonePanel />
    </Suspense>
  ) : null;
}

/** Billing-only and partner-only users are sent where they may be (core §2 Redirect rules); true while they are. */
function useRoleRedirect(): boolean {
  const scope = useSessionScope();
  const { data: user } = useQuery(sessionQueries.me(scope));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const target = user ? redirectFor(user, pathname) : null;
  useEffect(() => {
    if (target) void navigate({ to: target, replace: true });
  }, [target, navigate]);
  return target !== null;
}
