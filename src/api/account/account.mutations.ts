import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { EndpointRequest } from '@/contract/endpoints';
import { accountQueries } from './account.queries';
import '@/contract/account.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** Company and address edits (POST /api/accounts/{id}); the answer is the whole account. */
export const accountMutations = {
  update: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...accountQueries.all(scope), 'update'],
      // Both callers (the company and address dialogs) show a refusal in the dialog, beside
      // what was typed; the shared snack said it a second time.
      meta: { skipErrorSnack: true },
      mutationFn: ({ accountId, ...input }: EndpointRequest<'updateAccount'> & { accountId: number }) =>
        callEndpoint('updateAccount', input, { id: accountId }),
      onSuccess: (account) => {
        queryClient.setQueryData(accountQueries.detail(scope, account.accountId).queryKey, account);
      },
    }),
};
