import { endpoint } from './endpoint';
import { okResponseSchema } from './session';
import { ackNotificationRequestSchema, holdCallsRequestSchema, holdCallsResponseSchema } from './status';

/** The signed-in user's call handling switches (core §7 Auth and user; billing-account §4 Usage alert). */
export const meEndpoints = {
  holdCalls: endpoint({
    method: 'POST',
    path: '/api/me/holdCalls',
    request: holdCallsRequestSchema,
    response: holdCallsResponseSchema,
  }),
  ackNotification: endpoint({
    method: 'POST',
    path: '/api/me/ackNotification',
    request: ackNotificationRequestSchema,
    response: okResponseSchema,
  }),
} as const;
