import { accountSchema, addressSuggestionsRequestSchema, addressSuggestionsSchema, updateAccountRequestSchema } from './account';
import { endpoint, idParams, noFields } from './endpoint';

/**
 * The account calls (billing-account §7 "Accounts and billing"): read by the company and settings
 * pages, and by the billing area; company and address edits by GLOBALADMIN.
 */
export const accountEndpoints = {
  account: endpoint({ method: 'GET', path: '/api/accounts/{id}', params: idParams, request: noFields, response: accountSchema, openToBillingOnly: true }),
  updateAccount: endpoint({
    method: 'POST',
    path: '/api/accounts/{id}',
    params: idParams,
    request: updateAccountRequestSchema,
    response: accountSchema,
    openToBillingOnly: true,
  }),
  /** Ours (the spec names a third-party service): the address dialog's suggestions. */
  addressSuggestions: endpoint({
    method: 'GET',
    path: '/api/addressSuggestions',
    request: addressSuggestionsRequestSchema,
    response: addressSuggestionsSchema,
    openToBillingOnly: true,
  }),
} as const;
