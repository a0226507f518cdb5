import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { EndpointRequest } from '@/contract/endpoints';
import { removeBlocked, upsertBlocked } from './blocked.cache';
import { blockedQueries } from './blocked.queries';
import '@/contract/blocked.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * Block, edit and unblock. Each patches the account's list with the answer and then refetches it
 * (core §4 "Blocking": a block or unblock refreshes the list); the returned promise keeps the
 * dialog busy until the fresh list is in. Snacks and closing dialogs are the call site's.
 */
export const blockedMutations = {
  block: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockedQueries.all(scope), 'block'],
      mutationFn: (input: EndpointRequest<'blockNumber'>) => callEndpoint('blockNumber', input),
      onSuccess: (entry) => {
        const { queryKey } = blockedQueries.list(scope, entry.accountId);
        queryClient.setQueryData(queryKey, (list) => upsertBlocked(list, entry));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  edit: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockedQueries.all(scope), 'edit'],
      mutationFn: (input: EndpointRequest<'editBlockedNumber'>) => callEndpoint('editBlockedNumber', input),
      onSuccess: (entry) => {
        const { queryKey } = blockedQueries.list(scope, entry.accountId);
        queryClient.setQueryData(queryKey, (list) => upsertBlocked(list, entry));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  unblock: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockedQueries.all(scope), 'unblock'],
      mutationFn: (input: { accountId: number; existingNumber: string }) => callEndpoint('unblockNumber', input),
      onSuccess: (_ok, input) => {
        const { queryKey } = blockedQueries.list(scope, input.accountId);
        queryClient.setQueryData(queryKey, (list) => removeBlocked(list, input.existingNumber));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
};
