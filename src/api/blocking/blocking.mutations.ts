import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { EndpointRequest } from '@/contract/endpoints';
import { blockingQueries } from './blocking.queries';
import { removeBlocked, removeVip, upsertBlocked, upsertVip } from './blocking.cache';

/**
 * Block, edit, unblock and the VIP caller changes. Each patches the account's list with the
 * answer and then refetches it (core §4 "Blocking": a block or unblock refreshes the list);
 * the returned promise keeps the dialog busy until the fresh list is in. Snacks and closing
 * dialogs are the call site's.
 */
export const blockingMutations = {
  block: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockingQueries.blockedLists(scope), 'block'],
      mutationFn: (input: EndpointRequest<'blockNumber'>) => callEndpoint('blockNumber', input),
      onSuccess: (entry) => {
        const { queryKey } = blockingQueries.blocked(scope, entry.accountId);
        queryClient.setQueryData(queryKey, (list) => upsertBlocked(list, entry));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  edit: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockingQueries.blockedLists(scope), 'edit'],
      mutationFn: (input: EndpointRequest<'editBlockedNumber'>) => callEndpoint('editBlockedNumber', input),
      onSuccess: (entry) => {
        const { queryKey } = blockingQueries.blocked(scope, entry.accountId);
        queryClient.setQueryData(queryKey, (list) => upsertBlocked(list, entry));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  unblock: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockingQueries.blockedLists(scope), 'unblock'],
      mutationFn: (input: { accountId: number; existingNumber: string }) => callEndpoint('unblockNumber', input),
      onSuccess: (_ok, input) => {
        const { queryKey } = blockingQueries.blocked(scope, input.accountId);
        queryClient.setQueryData(queryKey, (list) => removeBlocked(list, input.existingNumber));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  saveVip: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockingQueries.vipLists(scope), 'save'],
      mutationFn: (input: EndpointRequest<'createVipCaller'> & { vipCallerId?: number }) =>
        input.vipCallerId === undefined
          ? callEndpoint('createVipCaller', input)
          : callEndpoint('updateVipCaller', {
              ...input,
              vipCallerId: input.vipCallerId,
            }),
      onSuccess: (caller) => {
        const { queryKey } = blockingQueries.vip(scope, caller.accountId);
        queryClient.setQueryData(queryKey, (list) => upsertVip(list, caller));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  deleteVip: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...blockingQueries.vipLists(scope), 'delete'],
      mutationFn: (input: { accountId: number; vipCallerId: number }) => callEndpoint('deleteVipCaller', input),
      onSuccess: (_ok, input) => {
        const { queryKey } = blockingQueries.vip(scope, input.accountId);
        queryClient.setQueryData(queryKey, (list) => removeVip(list, input.vipCallerId));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
};
