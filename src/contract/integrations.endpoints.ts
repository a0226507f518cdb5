import * as z from 'zod/mini';
import { idSchema } from './common';
import { endpoint, idParams, noFields } from './endpoint';
import {
  addTransferRulesRequestSchema,
  backfillRequestSchema,
  backfillResponseSchema,
  createTransferLinkRequestSchema,
  importContactsResponseSchema,
  transferActivityRequestSchema,
  transferLinkSchema,
  transferLinksResponseSchema,
  transferQueuedResponseSchema,
  transferServiceSchema,
  transfersOkSchema,
  updateTransferLinkRequestSchema,
  verifyTransferLinkRequestSchema,
} from './integrations';

const ruleParams = z.object({ id: idSchema, ruleId: idSchema });

/**
 * Integrations (billing-account §7 "Integrations"): the /api/transfers family. `transferLinks`
 * (GET /api/transfers/links) is the reference server's list of the user's links with what the
 * rule editor may offer; the spec leaves how the page reads its links unshown.
 * `verifyTransferLink` is listed before the `{id}` paths so /links/verify is never read as an id.
 */
export const integrationsEndpoints = {
  transferServices: endpoint({ method: 'GET', path: '/api/transfers/services', request: noFields, response: z.array(transferServiceSchema) }),
  transferLinks: endpoint({ method: 'GET', path: '/api/transfers/links', request: noFields, response: transferLinksResponseSchema }),
  verifyTransferLink: endpoint({ method: 'POST', path: '/api/transfers/links/verify', request: verifyTransferLinkRequestSchema, response: transfersOkSchema }),
  createTransferLink: endpoint({ method: 'POST', path: '/api/transfers/links', request: createTransferLinkRequestSchema, response: transferLinkSchema }),
  updateTransferLink: endpoint({ method: 'POST', path: '/api/transfers/links/{id}', params: idParams, request: updateTransferLinkRequestSchema, response: transferLinkSchema }),
  deleteTransferLink: endpoint({ method: 'DELETE', path: '/api/transfers/links/{id}', params: idParams, request: noFields, response: transfersOkSchema }),
  addTransferRules: endpoint({ method: 'POST', path: '/api/transfers/links/{id}/rules', params: idParams, request: addTransferRulesRequestSchema, response: transferLinkSchema }),
  deleteTransferRules: endpoint({ method: 'DELETE', path: '/api/transfers/links/{id}/rules', params: idParams, request: noFields, response: transferLinkSchema }),
  deleteTransferRule: endpoint({ method: 'DELETE', path: '/api/transfers/links/{id}/rules/{ruleId}', params: ruleParams, request: noFields, response: transferLinkSchema }),
  transferActivity: endpoint({ method: 'POST', path: '/api/transfers/links/{id}/transfers', params: idParams, request: transferActivityRequestSchema, response: transferQueuedResponseSchema }),
  backfillTransfers: endpoint({ method: 'POST', path: '/api/transfers/links/{id}/backfill', params: idParams, request: backfillRequestSchema, response: backfillResponseSchema }),
  importContacts: endpoint({ method: 'GET', path: '/api/transfers/importContacts/{id}', params: idParams, request: noFields, response: importContactsResponseSchema }),
} as const;
