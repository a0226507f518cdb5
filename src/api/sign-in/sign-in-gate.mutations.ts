import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import '@/contract/sign-in-gate.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * The gate screens' calls (billing-account §7): two-factor codes, the password-change key link
 * and the new password. Errors reach the screen's alert area, not a snack.
 */
export const signInGateMutations = {
  sendTwoFactorCode: () =>
    mutationOptions({
      mutationKey: ['sign-in', 'twoFactorSend'],
      mutationFn: (channel: 'sms' | 'email') => callEndpoint(channel === 'sms' ? 'twoFactorSendSms' : 'twoFactorSendEmail', {}),
      meta: { skipErrorSnack: true },
    }),
  verifyTwoFactor: () =>
    mutationOptions({
      mutationKey: ['sign-in', 'twoFactorVerify'],
      mutationFn: (twoFactorCode: string) => callEndpoint('twoFactorVerify', { twoFactorCode }),
      meta: { skipErrorSnack: true },
    }),
  requestChangeKey: () =>
    mutationOptions({
      mutationKey: ['sign-in', 'passwordChangeKey'],
      mutationFn: () => callEndpoint('passwordChangeKeyRequest', {}),
      meta: { skipErrorSnack: true },
    }),
  setPassword: () =>
    mutationOptions({
      mutationKey: ['sign-in', 'setPassword'],
      mutationFn: (input: { passwordChangeKey: string; password: string }) => callEndpoint('setPassword', input),
      meta: { skipErrorSnack: true },
    }),
};
