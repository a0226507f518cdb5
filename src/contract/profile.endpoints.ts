import { endpoint } from './endpoint';
import { accessPinRequestSchema, accessPinResponseSchema, changePasswordRequestSchema, changePasswordResponseSchema } from './profile';

/** PIN and password of the signed-in user (core §7; billing-account §7). Refused in agent sessions. */
export const profileEndpoints = {
  setAccessPin: endpoint({ method: 'POST', path: '/api/me/accessPin', request: accessPinRequestSchema, response: accessPinResponseSchema, openToBillingOnly: true }),
  changePassword: endpoint({ method: 'POST', path: '/api/me/changePassword', request: changePasswordRequestSchema, response: changePasswordResponseSchema, openToBillingOnly: true }),
} as const;
