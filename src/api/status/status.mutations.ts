import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import type { EndpointRequest } from '@/contract/endpoints';
import type { Status } from '@/contract/status';
import { withoutSchedule, withoutStatus } from './status.cache';
import { statusQueries } from './status.queries';
import '@/contract/status.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** Refresh the statuses and the user (its scheduledStatuses) after a change. */
const refresh = (scope: SessionScope, queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: statusQueries.all(scope) }),
    queryClient.invalidateQueries({ queryKey: sessionQueries.all(scope) }),
  ]);

/**
 * Every status change carries the browser's IANA time zone, so a 409 overlap message names the
 * overlapping status's times as the user reads them (the server falls back to UTC without it).
 */
export function withTimeZone<T extends object>(request: T, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): T & { timeZone?: string } {
  return timeZone ? { ...request, timeZone } : request;
}

export type SaveStatusInput =
  | { kind: 'create'; request: EndpointRequest<'createStatus'> }
  | { kind: 'update'; statusId: number; request: EndpointRequest<'updateStatus'> }
  | { kind: 'schedule'; statusId: number; request: EndpointRequest<'scheduleStatus'> };

/**
 * Status changes (core §7 Statuses). A 409 (overlap) reaches the caller's onError, which shows
 * the Schedule Overlap dialog; snacks and closing dialogs are the call site's.
 */
export const statusMutations = {
  save: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...statusQueries.all(scope), 'save'],
      mutationFn: async (input: SaveStatusInput): Promise<Status> => {
        if (input.kind === 'create') return callEndpoint('createStatus', withTimeZone(input.request));
        if (input.kind === 'update') return callEndpoint('updateStatus', withTimeZone(input.request), { id: input.statusId });
        return (await callEndpoint('scheduleStatus', withTimeZone(input.request), { id: input.statusId })).status;
      },
      onSuccess: () => refresh(scope, queryClient),
      meta: { skipErrorSnack: true },
    }),
  cancelSchedule: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...statusQueries.all(scope), 'cancelSchedule'],
      mutationFn: (input: { statusId: number; scheduleId: number }) =>
        callEndpoint('cancelSchedule', {}, { id: input.statusId, scheduleId: input.scheduleId }),
      onSuccess: (_ok, input) => {
        queryClient.setQueryData(statusQueries.overview(scope).queryKey, (o) => withoutSchedule(o, input.scheduleId));
        return refresh(scope, queryClient);
      },
    }),
  saveStatus: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...statusQueries.all(scope), 'markSaved'],
      mutationFn: (statusId: number) => callEndpoint('saveStatus', {}, { id: statusId }),
      onSuccess: () => refresh(scope, queryClient),
    }),
  remove: (scope: SessionScope, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...statusQueries.all(scope), 'delete'],
      mutationFn: (statusId: number) => callEndpoint('deleteStatus', {}, { id: statusId }),
      onSuccess: (_ok, statusId) => {
        queryClient.setQueryData(statusQueries.overview(scope).queryKey, (o) => withoutStatus(o, statusId));
        return refresh(scope, queryClient);
      },
    }),
};
