import { endpoint, noFields } from './endpoint';
import { deviceRequestSchema, deviceResponseSchema, pushPublicKeyResponseSchema } from './push';

/** Push subscription calls (core §7 Auth and user). */
export const pushEndpoints = {
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/publicKey/webApi',
    request: noFields,
    response: pushPublicKeyResponseSchema,
    openToBillingOnly: true,
  }),
  registerDevice: endpoint({
    method: 'POST',
    path: '/api/devices',
    request: deviceRequestSchema,
    response: deviceResponseSchema,
    openToBillingOnly: true,
  }),
} as const;
