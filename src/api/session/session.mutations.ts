import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import type { YN } from '@/contract/common';
import type { User } from '@/contract/session';
import { removedNotification, withHoldCalls, withNotificationBack, withoutNotification } from './session.cache';
import '@/contract/session.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * The user's switches. Hold calls is optimistic (core §4 "Hold-calls toggles Y/N"): the switch
 * flips at once, rolls back on failure, and the user is refetched when the last toggle settles.
 */
export const sessionMutations = {
  holdCalls: (scope: SessionScope, queryClient: QueryClient) => {
    const mutationKey = [...sessionQueries.all(scope), 'holdCalls'];
    const { queryKey } = sessionQueries.me(scope);
    return mutationOptions({
      mutationKey,
      mutationFn: (holdCalls: YN) => callEndpoint('holdCalls', { holdCalls }),
      onMutate: async (holdCalls: YN) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData<User>(queryKey);
        queryClient.setQueryData(queryKey, (user) => withHoldCalls(user, holdCalls));
        return { previous };
      },
      onError: (_error, _holdCalls, context) => {
        if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      },
      onSettled: () =>
        queryClient.isMutating({ mutationKey }) === 1 ? queryClient.invalidateQueries({ queryKey }) : undefined,
    });
  },
  /**
   * Dismissing a usage notification shows the next at once (optimistic); a failure puts back that
   * one only, and the user is read again when the last dismissal settles (an earlier read would
   * bring back one whose acknowledgement is still on its way).
   */
  ackNotification: (scope: SessionScope, queryClient: QueryClient) => {
    const mutationKey = [...sessionQueries.all(scope), 'ackNotification'];
    const { queryKey } = sessionQueries.me(scope);
    return mutationOptions({
      mutationKey,
      mutationFn: (usageNotificationId: number) => callEndpoint('ackNotification', { usageNotificationId }),
      onMutate: async (usageNotificationId: number) => {
        await queryClient.cancelQueries({ queryKey });
        const removed = removedNotification(queryClient.getQueryData<User>(queryKey), usageNotificationId);
        queryClient.setQueryData(queryKey, (user) => withoutNotification(user, usageNotificationId));
        return { removed };
      },
      onError: (_error, _id, context) => {
        const removed = context?.removed;
        if (removed) queryClient.setQueryData(queryKey, (user) => withNotificationBack(user, removed));
      },
      onSettled: () =>
        queryClient.isMutating({ mutationKey }) === 1 ? queryClient.invalidateQueries({ queryKey }) : undefined,
    });
  },
};
