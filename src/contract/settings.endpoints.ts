import * as z from 'zod/mini';
import { accountPhoneNumberSchema } from './account';
import { endpoint, noFields } from './endpoint';
import { callForwardingRequestSchema, greetingSavedSchema, saveGreetingRequestSchema } from './settings';

/** `{audioKey}` of a greeting or account recording. */
const recordingKeyParams = z.object({ audioKey: z.string().check(z.minLength(1), z.maxLength(80)) });

/** Call forwarding and the greetings (billing-account §7 "Settings and forwarding"). */
export const settingsEndpoints = {
  conditionalCallForwarding: endpoint({
    method: 'POST',
    path: '/api/conditionalCallForwarding',
    request: callForwardingRequestSchema,
    response: accountPhoneNumberSchema,
  }),
  /** Streams a greeting's or recording's audio; the client fetches it as a blob. */
  recordingAudio: endpoint({
    method: 'GET',
    path: '/api/media/recording/{audioKey}',
    params: recordingKeyParams,
    request: noFields,
    response: z.unknown(),
  }),
  saveGreeting: endpoint({
    method: 'POST',
    path: '/api/recordings/greeting',
    request: saveGreetingRequestSchema,
    response: greetingSavedSchema,
    json: true,
  }),
} as const;
