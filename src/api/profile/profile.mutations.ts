import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import '@/contract/profile.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** The profile's PIN and password (core §7; billing-account §7). Errors stay in the dialog. */
export const profileMutations = {
  setAccessPin: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...sessionQueries.all(scope), 'accessPin'],
      mutationFn: (accessPin: string) => callEndpoint('setAccessPin', { accessPin }),
      meta: { skipErrorSnack: true },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueries.me(scope).queryKey }),
    }),
  changePassword: (scope: SessionScope) =>
    mutationOptions({
      mutationKey: [...sessionQueries.all(scope), 'changePassword'],
      mutationFn: (input: { currentPassword: string; password: string }) => callEndpoint('changePassword', input),
      meta: { skipErrorSnack: true },
    }),
};
