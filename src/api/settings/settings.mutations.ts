import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { withPhoneNumber, withVipNumber } from '@/api/account/account.cache';
import { accountQueries } from '@/api/account/account.queries';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import type { EndpointRequest } from '@/contract/endpoints';
import '@/contract/settings.endpoints'; // the definitions of its calls, loaded and preloaded with this module
import '@/contract/vip.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * Call forwarding, the VIP forwarding number and re-recorded greetings. Each patches the cached
 * account with the answer; snacks and dialogs are the call site's. Errors are shown there too
 * ('An occured error'), so the global error snack is skipped.
 */
export const settingsMutations = {
  callForwarding: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...areaKey(scope, 'account'), 'callForwarding'],
      mutationFn: (input: EndpointRequest<'conditionalCallForwarding'>) => callEndpoint('conditionalCallForwarding', input),
      onSuccess: (phone) => {
        queryClient.setQueryData(accountQueries.detail(scope, phone.accountId).queryKey, (a) => withPhoneNumber(a, phone));
      },
      meta: { skipErrorSnack: true },
    }),
  vipNumber: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...areaKey(scope, 'account'), 'vipNumber'],
      mutationFn: (input: { accountId: number; vipForwardingNumber: string | null }) => callEndpoint('updateVipNumber', input),
      onSuccess: (answer) => {
        queryClient.setQueryData(accountQueries.detail(scope, answer.accountId).queryKey, (a) => withVipNumber(a, answer.vipForwardingNumber));
      },
    }),
  saveGreeting: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...areaKey(scope, 'account'), 'greeting'],
      mutationFn: (input: EndpointRequest<'saveGreeting'>) => callEndpoint('saveGreeting', input),
      // The user or the account is refreshed (billing-account §4 Voicemail greeting).
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: areaKey(scope, 'user') }),
          queryClient.invalidateQueries({ queryKey: accountQueries.all(scope) }),
        ]),
    }),
};
