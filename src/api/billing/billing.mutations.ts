import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/api/account/account.queries';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { EndpointRequest, EndpointResponse } from '@/contract/endpoints';
import { billingQueries } from './billing.queries';
import '@/contract/billing.endpoints'; // the definitions of its calls, loaded and preloaded with this module

type WithAccount<T> = T & { accountId: number };

/**
 * Billing changes (billing-account §4): the caller shows the snack, its own text for each outcome
 * (a declined card's sentence, the surcharge failure, a method that cannot be deleted), so the
 * shared error snack stays off (`meta.skipErrorSnack`: without it a refusal showed twice); the
 * caches follow here.
 */
const callerSnacks = { skipErrorSnack: true } as const;

export const billingMutations = {
  surcharge: () =>
    mutationOptions({
      meta: callerSnacks,
      mutationFn: ({ accountId, ...input }: WithAccount<EndpointRequest<'surcharge'>>) => callEndpoint('surcharge', input, { id: accountId }),
    }),
  pay: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      meta: callerSnacks,
      mutationFn: ({ accountId, invoiceId, ...input }: WithAccount<EndpointRequest<'payInvoice'> & { invoiceId: number }>) =>
        callEndpoint('payInvoice', input, { id: accountId, invoiceId }),
      onSettled: (_data, _error, { accountId }) => {
        void queryClient.invalidateQueries({ queryKey: accountQueries.detail(scope, accountId).queryKey });
        void queryClient.invalidateQueries({ queryKey: billingQueries.all(scope) });
      },
    }),
  methodsChange: (scope: SessionScope, queryClient: QueryClient) => (accountId: number, methods: EndpointResponse<'paymentMethods'>) => {
    queryClient.setQueryData(billingQueries.paymentMethods(scope, accountId).queryKey, methods);
  },
  deleteMethod: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      meta: callerSnacks,
      mutationFn: ({ accountId, uid }: { accountId: number; uid: string }) => callEndpoint('deletePaymentMethod', {}, { id: accountId, uid }),
      onSuccess: (methods, { accountId }) => billingMutations.methodsChange(scope, queryClient)(accountId, methods),
    }),
  autopay: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      meta: callerSnacks,
      mutationFn: ({ accountId, paymentMethodUid }: { accountId: number; paymentMethodUid: string }) =>
        callEndpoint('autopay', { autopay: 'Y', paymentMethodUid }, { id: accountId }),
      onSuccess: (methods, { accountId }) => {
        billingMutations.methodsChange(scope, queryClient)(accountId, methods);
        void queryClient.invalidateQueries({ queryKey: accountQueries.detail(scope, accountId).queryKey });
      },
    }),
  checkout: () =>
    mutationOptions({
      meta: callerSnacks,
      mutationFn: ({ accountId, kind }: { accountId: number; kind: 'card' | 'bank' }) => callEndpoint('stripeCheckout', { kind }, { id: accountId }),
    }),
};
