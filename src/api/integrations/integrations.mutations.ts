import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { EndpointRequest } from '@/contract/endpoints';
import type { TransferLink } from '@/contract/integrations';
import { withLink, withoutLink } from './integrations.cache';
import { integrationsQueries } from './integrations.queries';
import '@/contract/integrations.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * The link, rule, transfer, back fill, verification and import calls. Each answer patches the
 * cached list, then the list is refetched (the counts move as the queue works). Snacks and
 * closing dialogs are the call site's.
 */
export const integrationsMutations = {
  verify: (scope: SessionScope) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'verify'],
      mutationFn: (input: EndpointRequest<'verifyTransferLink'>) => callEndpoint('verifyTransferLink', input),
    }),
  create: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'create'],
      mutationFn: (input: EndpointRequest<'createTransferLink'>) => callEndpoint('createTransferLink', input),
      onSuccess: (link) => patched(scope, queryClient, link),
    }),
  /** POST /api/transfers/links/{id}: a webhook link's address (empty clears it). */
  update: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'update'],
      mutationFn: ({ transferLinkId, ...input }: EndpointRequest<'updateTransferLink'> & { transferLinkId: number }) =>
        callEndpoint('updateTransferLink', input, { id: transferLinkId }),
      onSuccess: (link) => patched(scope, queryClient, link),
    }),
  remove: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'delete'],
      mutationFn: (transferLinkId: number) => callEndpoint('deleteTransferLink', {}, { id: transferLinkId }),
      onSuccess: (_ok, transferLinkId) => {
        const { queryKey } = integrationsQueries.links(scope);
        queryClient.setQueryData(queryKey, (data) => withoutLink(data, transferLinkId));
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  addRules: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'addRules'],
      mutationFn: ({ transferLinkId, ...input }: EndpointRequest<'addTransferRules'> & { transferLinkId: number }) =>
        callEndpoint('addTransferRules', input, { id: transferLinkId }),
      onSuccess: (link) => patched(scope, queryClient, link),
    }),
  clearRules: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'clearRules'],
      mutationFn: (transferLinkId: number) => callEndpoint('deleteTransferRules', {}, { id: transferLinkId }),
      onSuccess: (link) => patched(scope, queryClient, link),
    }),
  removeRule: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'removeRule'],
      mutationFn: (input: { transferLinkId: number; transferRuleId: number }) =>
        callEndpoint('deleteTransferRule', {}, { id: input.transferLinkId, ruleId: input.transferRuleId }),
      onSuccess: (link) => patched(scope, queryClient, link),
    }),
  transfer: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'transfer'],
      mutationFn: (input: { transferLinkId: number; deliveryId: number }) =>
        callEndpoint('transferActivity', { deliveryId: input.deliveryId }, { id: input.transferLinkId }),
      onSuccess: (answer) => patched(scope, queryClient, answer.link),
    }),
  backfill: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'backfill'],
      mutationFn: (input: { transferLinkId: number; daysBack: number }) =>
        callEndpoint('backfillTransfers', { daysBack: input.daysBack }, { id: input.transferLinkId }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueries.links(scope).queryKey }),
    }),
  importContacts: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...integrationsQueries.all(scope), 'importContacts'],
      mutationFn: (transferLinkId: number) => callEndpoint('importContacts', {}, { id: transferLinkId }),
      // The contact book lives on the user payload.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueries.all(scope).slice(0, 3) }),
    }),
};

function patched(scope: SessionScope, queryClient: QueryClient, link: TransferLink) {
  const { queryKey } = integrationsQueries.links(scope);
  queryClient.setQueryData(queryKey, (data) => withLink(data, link));
  return queryClient.invalidateQueries({ queryKey });
}
