import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/account.endpoints'; // the definitions of its calls, loaded and preloaded with this module
import '@/contract/billing.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * Billing reads (billing-account §7): payment methods and one invoice with its lines. Rooted
 * under the realtime area `account` (the server's update after a payment, a settle or a method
 * change names it), so they refresh with the account itself.
 */
export const billingQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'account'), 'billing'] as const,
  paymentMethods: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(scope), 'paymentMethods', accountId] as const,
      queryFn: ({ signal }) => callEndpoint('paymentMethods', {}, { id: accountId }, { signal }),
      staleTime: 30_000,
    }),
  invoice: (scope: SessionScope, accountId: number, invoiceId: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(scope), 'invoice', accountId, invoiceId] as const,
      queryFn: ({ signal }) => callEndpoint('invoice', {}, { id: accountId, invoiceId }, { signal }),
      // The PDF address inside expires after 10 minutes.
      staleTime: 60_000,
    }),
  addressSuggestions: (scope: SessionScope, search: string, country: 'US' | 'CA' | 'GB' | 'DE') =>
    queryOptions({
      queryKey: [...areaKey(scope, 'billing'), 'addressSuggestions', country, search] as const,
      queryFn: ({ signal }) => callEndpoint('addressSuggestions', { search, country }, undefined, { signal }),
      staleTime: 5 * 60_000,
      enabled: search.trim().length >= 3,
    }),
};
