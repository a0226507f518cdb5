import * as z from 'zod/mini';
import {
  blockedNumberSchema,
  blockNumberRequestSchema,
  editBlockNumberRequestSchema,
  unblockNumberRequestSchema,
} from './blocked';
import { endpoint } from './endpoint';
import { accountQuerySchema, okSchema } from './number-entries';

/** Blocked numbers (core §7 "Blocking, forwarding, VIP"). */
export const blockedEndpoints = {
  blockedNumbers: endpoint({
    method: 'GET',
    path: '/api/blockNumbers/',
    request: accountQuerySchema,
    response: z.array(blockedNumberSchema),
  }),
  blockNumber: endpoint({
    method: 'POST',
    path: '/api/blockNumbers/',
    request: blockNumberRequestSchema,
    response: blockedNumberSchema,
  }),
  editBlockedNumber: endpoint({
    method: 'POST',
    path: '/api/editBlockNumbers/',
    request: editBlockNumberRequestSchema,
    response: blockedNumberSchema,
  }),
  unblockNumber: endpoint({
    method: 'POST',
    path: '/api/blockNumbers/unblock',
    request: unblockNumberRequestSchema,
    response: okSchema,
  }),
} as const;
