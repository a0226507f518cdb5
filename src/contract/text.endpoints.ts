import * as z from 'zod/mini';
import { endpoint, idParams, noFields } from './endpoint';
import {
  sendTextRequestSchema,
  sendTextResponseSchema,
  smsCsvRequestSchema,
  smsTaskReadResponseSchema,
  smsTasksRequestSchema,
  smsTasksResponseSchema,
} from './text';

/** SMS tasks: the text view's conversations, sending, read marks and the CSV (core §7 SMS tasks). */
export const textEndpoints = {
  smsTasks: endpoint({
    method: 'GET',
    path: '/api/smsTasks',
    request: smsTasksRequestSchema,
    response: smsTasksResponseSchema,
  }),
  sendText: endpoint({
    method: 'POST',
    path: '/api/smsTasks',
    request: sendTextRequestSchema,
    response: sendTextResponseSchema,
  }),
  smsTaskRead: endpoint({
    method: 'POST',
    path: '/api/smsTasks/{id}/read',
    params: idParams,
    request: noFields,
    response: smsTaskReadResponseSchema,
  }),
  smsCsv: endpoint({
    method: 'GET',
    path: '/api/smsTasks/genSmsCsv',
    request: smsCsvRequestSchema,
    response: z.unknown(),
  }),
} as const;
