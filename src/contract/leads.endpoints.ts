import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { leadSchema, leadsQuerySchema } from './leads';

/** Web leads (billing-account §7). */
export const leadsEndpoints = {
  leads: endpoint({
    method: 'GET',
    path: '/api/leads',
    request: leadsQuerySchema,
    response: z.array(leadSchema),
  }),
} as const;
