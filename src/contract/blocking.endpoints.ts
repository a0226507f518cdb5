import * as z from 'zod/mini';
import {
  accountQuerySchema,
  blockedNumberSchema,
  blockNumberRequestSchema,
  createVipCallerRequestSchema,
  deleteVipCallerRequestSchema,
  editBlockNumberRequestSchema,
  okSchema,
  unblockNumberRequestSchema,
  updateVipCallerRequestSchema,
  updateVipNumberRequestSchema,
  vipCallerSchema,
  vipNumberResponseSchema,
} from './blocking';
import { endpoint } from './endpoint';

/** Blocking, forwarding, VIP (core §7). */
export const blockingEndpoints = {
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
  vipCallers: endpoint({
    method: 'GET',
    path: '/api/vipCallers/',
    request: accountQuerySchema,
    response: z.array(vipCallerSchema),
  }),
  createVipCaller: endpoint({
    method: 'POST',
    path: '/api/vipCallers/create',
    request: createVipCallerRequestSchema,
    response: vipCallerSchema,
  }),
  updateVipCaller: endpoint({
    method: 'POST',
    path: '/api/vipCallers/update',
    request: updateVipCallerRequestSchema,
    response: vipCallerSchema,
  }),
  deleteVipCaller: endpoint({
    method: 'POST',
    path: '/api/vipCallers/delete',
    request: deleteVipCallerRequestSchema,
    response: okSchema,
  }),
  updateVipNumber: endpoint({
    method: 'POST',
    path: '/api/accounts/updateVipNumber',
    request: updateVipNumberRequestSchema,
    response: vipNumberResponseSchema,
  }),
} as const;
