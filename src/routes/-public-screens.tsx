import { lazy } from 'react';

/**
 * The screens shown without a session (core §2 "Which screen shows"): reset, migration, quotes,
 * two-factor and the password change. Each loads only where it shows (no session, no shell).
 */
const ResetScreen = lazy(() => import('@/features/sign-in/reset-screen').then((m) => ({ default: m.ResetScreen })));
const MigrateScreen = lazy(() => import('@/features/sign-in/migrate-screen').then((m) => ({ default: m.MigrateScreen })));
const QuoteScreen = lazy(() => import('@/features/quote/quote-screen').then((m) => ({ default: m.QuoteScreen })));
const TwoFactorScreen = lazy(() => import('@/features/sign-in/two-factor-screen').then((m) => ({ default: m.TwoFactorScreen })));
const PasswordChangeRequestScreen = lazy(() => import('@/features/sign-in/password-change-screens').then((m) => ({ default: m.PasswordChangeRequestScreen })));
const SetNewPasswordScreen = lazy(() => import('@/features/sign-in/password-change-screens').then((m) => ({ default: m.SetNewPasswordScreen })));
export const publicScreens = {
  reset: ResetScreen,
  migrate: MigrateScreen,
  quotes: QuoteScreen,
  twoFactor: TwoFactorScreen,
  passwordChangeRequest: PasswordChangeRequestScreen,
  setNewPassword: SetNewPasswordScreen,
} as const;

export const isPublicScreen = (choice: string): choice is keyof typeof publicScreens => choice in publicScreens;
