import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionQueries } from '@/api/session/session.queries';
import { StayLoggedInPrompt, useSessionScope } from '@/app/session/session';
import { AppShell } from '@/features/shell/app-shell';
import { GateScreen } from '@/features/shell/gate-screens';
import { redirectFor } from '@/lib/redirects';
import { useAssistStore } from '@/stores/assist-store';
import { usePhoneStore } from '@/stores/phone-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { useUserSettingsDialog } from '@/stores/user-settings-store';

// The app-wide dialogs and the phone live here, beside the shell, because they belong to no one
// page and come from several features (the shell may not import other features).

// The user settings dialog (core §2), opened from the user menu.
const UserSettingsHost = lazy(() => import('@/features/profile/user-settings-dialog').then((m) => ({ default: m.UserSettingsHost })));
// The outcall phone (core §2), opened by the top bar's toggle and the contact-link menu's Call: loaded on first open.
const PhonePanel = lazy(() => import('@/features/phone/phone-panel').then((m) => ({ default: m.PhonePanel })));
// The Request Assist dialog (core §2), opened by the top bar and activity items: loaded on first open.
const AssistHost = lazy(() => import('@/features/assist/assist-dialog').then((m) => ({ default: m.AssistHost })));
// The Send Text dialog (core §2), opened from the text view and the contact-link menu: loaded on first open.
const SendTextHost = lazy(() => import('@/features/text/send-text-dialog').then((m) => ({ default: m.SendTextHost })));

/** The signed-in portal; nothing of a page the user's roles send them away from is shown (or mounted). */
export function MainApp() {
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
