import { endpoint, noFields, type SessionGate } from './endpoint';
import { okResponseSchema } from './session';
import { changeKeySentSchema, setPasswordRequestSchema, twoFactorSentSchema, twoFactorVerifyRequestSchema } from './sign-in-gate';

const twoFactorGate: readonly SessionGate[] = ['twoFactor'];
const passwordGate: readonly SessionGate[] = ['temporaryPassword'];

/**
 * The gate screens' calls (billing-account §7): open while the session waits at their gate.
 * Refused in agent sessions (server/http/session.ts agentForbidden).
 */
export const signInGateEndpoints = {
  twoFactorSendSms: endpoint({ method: 'POST', path: '/api/me/twoFactor/send/sms', request: noFields, response: twoFactorSentSchema, duringGate: twoFactorGate, openToBillingOnly: true }),
  twoFactorSendEmail: endpoint({ method: 'POST', path: '/api/me/twoFactor/send/email', request: noFields, response: twoFactorSentSchema, duringGate: twoFactorGate, openToBillingOnly: true }),
  twoFactorVerify: endpoint({ method: 'POST', path: '/api/me/twoFactor/verify', request: twoFactorVerifyRequestSchema, response: okResponseSchema, duringGate: twoFactorGate, openToBillingOnly: true }),
  /** Not in the spec: emails the user a link with a password-change key (45 minutes, single use). */
  passwordChangeKeyRequest: endpoint({ method: 'POST', path: '/api/me/password/changeKey', request: noFields, response: changeKeySentSchema, duringGate: passwordGate, openToBillingOnly: true }),
  setPassword: endpoint({ method: 'POST', path: '/api/me/password', request: setPasswordRequestSchema, response: okResponseSchema, duringGate: passwordGate, openToBillingOnly: true }),
} as const;
