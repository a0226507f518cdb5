import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { accountQuerySchema, okSchema } from './number-entries';
import {
  createVipCallerRequestSchema,
  deleteVipCallerRequestSchema,
  updateVipCallerRequestSchema,
  updateVipNumberRequestSchema,
  vipCallerSchema,
  vipNumberResponseSchema,
} from './vip';

/** VIP callers and the VIP forwarding number (core §7 "Blocking, forwarding, VIP"). */
export const vipEndpoints = {
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
