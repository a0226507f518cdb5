import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { MigrateRequest } from '@/contract/sign-in';
import '@/contract/sign-in.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * Password reset and login migration (billing-account §7): public calls without a session, so
 * nothing here touches the session-scoped cache. Errors reach the screen's alert area.
 */
export const signInMutations = {
  sendResetCode: () =>
    mutationOptions({
      mutationKey: ['public', 'sign-in', 'sendResetCode'],
      mutationFn: (input: { email: string; mobile?: string }) => callEndpoint('forgotPasswordSendCode', input),
      meta: { skipErrorSnack: true },
    }),
  resetPassword: () =>
    mutationOptions({
      mutationKey: ['public', 'sign-in', 'resetPassword'],
      mutationFn: (input: { email: string; mobile?: string; resetCode: string }) => callEndpoint('forgotPasswordReset', input),
      meta: { skipErrorSnack: true },
    }),
  /** POST {origin}/portalApi/api/authenticate/migrate: the page's own origin, not {api}. */
  migrate: (origin: string) =>
    mutationOptions({
      mutationKey: ['public', 'sign-in', 'migrate'],
      mutationFn: (input: MigrateRequest) => callEndpoint('migrate', input, undefined, { baseUrl: `${origin}/portalApi` }),
      meta: { skipErrorSnack: true },
    }),
};
