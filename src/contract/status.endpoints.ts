import * as z from 'zod/mini';
import { idSchema } from './common';
import { endpoint, idParams, noFields } from './endpoint';
import { okResponseSchema } from './session';
import {
  scheduledStatusSchema,
  scheduleRequestSchema,
  statusListsSchema,
  statusOverviewSchema,
  statusRequestSchema,
  statusSchema,
} from './status';

/** Statuses (core §7 Statuses; 409 on overlap, core §8). */
export const statusEndpoints = {
  statusLists: endpoint({ method: 'GET', path: '/api/statusLists', request: noFields, response: statusListsSchema }),
  status: endpoint({ method: 'GET', path: '/api/status', request: noFields, response: statusOverviewSchema }),
  createStatus: endpoint({ method: 'POST', path: '/api/statuses', request: statusRequestSchema, response: statusSchema }),
  updateStatus: endpoint({ method: 'POST', path: '/api/statuses/{id}', params: idParams, request: statusRequestSchema, response: statusSchema }),
  scheduleStatus: endpoint({
    method: 'POST',
    path: '/api/statuses/{id}/schedules',
    params: idParams,
    request: scheduleRequestSchema,
    response: scheduledStatusSchema,
  }),
  cancelSchedule: endpoint({
    method: 'DELETE',
    path: '/api/statuses/{id}/schedules/{scheduleId}',
    params: z.object({ id: idSchema, scheduleId: idSchema }),
    request: noFields,
    response: okResponseSchema,
  }),
  saveStatus: endpoint({ method: 'POST', path: '/api/statuses/{id}/save', params: idParams, request: noFields, response: statusSchema }),
  deleteStatus: endpoint({ method: 'DELETE', path: '/api/statuses/{id}', params: idParams, request: noFields, response: okResponseSchema }),
} as const;
