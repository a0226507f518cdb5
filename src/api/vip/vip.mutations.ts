import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { EndpointRequest } from '@/contract/endpoints';
import { removeVip, upsertVip } from './vip.cache';
import { vipQueries } from './vip.queries';
import '@/contract/vip.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * Add, change and delete VIP callers. Each patches the account's list with the answer and then
 * refetches it; the returned promise keeps the dialog busy until the fresh list is in. Snacks and
 * closing dialogs are the call site's.
 */
export const vipMutations = {
  save: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...vipQueries.all(scope), 'save'],
      mutationFn: (input: EndpointRequest<'createVipCaller'> & { vipCallerId?: number }) =>
        input.vipCallerId === undefined
          ? callEndpoint('createVipCaller', input)
          : callEndpoint('updateVipCaller', {
              ...input,
              vipCallerId: input.vipCallerId,
            }),
      onSuccess: (caller) => {
        const { queryKey } = vipQueries.list(scope, caller.accountId);
        queryClient.setQueryData(queryKey, (list) => upsertVip(list, caller));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  remove: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...vipQueries.all(scope), 'delete'],
      mutationFn: (input: { accountId: number; vipCallerId: number }) => callEndpoint('deleteVipCaller', input),
      onSuccess: (_ok, input) => {
        const { queryKey } = vipQueries.list(scope, input.accountId);
        queryClient.setQueryData(queryKey, (list) => removeVip(list, input.vipCallerId));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
};
