import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/reports.endpoints'; // the definitions of its calls, loaded and preloaded with this module

const STALE = 60_000;

/** Insights report data per account and invoice (invoiceId 0 = the current period). */
export const reportsQueries = {
  all: (scope: SessionScope) => areaKey(scope, 'reports'),
  account: (scope: SessionScope, accountId: number) => [...reportsQueries.all(scope), accountId] as const,
  /** GET /api/accounts/{id}/reports/current */
  current: (scope: SessionScope, accountId: number, invoiceId: number) =>
    queryOptions({
      queryKey: [...reportsQueries.account(scope, accountId), 'current', invoiceId] as const,
      queryFn: ({ signal }) => callEndpoint('reportCurrent', { invoiceId }, { id: accountId }, { signal }),
      staleTime: STALE,
    }),
  /** GET /api/accounts/{id}/combinedReports/current */
  combined: (scope: SessionScope, accountId: number, invoiceId: number) =>
    queryOptions({
      queryKey: [...reportsQueries.account(scope, accountId), 'combined', invoiceId] as const,
      queryFn: ({ signal }) => callEndpoint('combinedReportCurrent', { invoiceId }, { id: accountId }, { signal }),
      staleTime: STALE,
    }),
  /** GET /api/accounts/{id}/reports/callVolume */
  callVolume: (scope: SessionScope, accountId: number, invoiceId: number, reportScope: 'current' | 'all') =>
    queryOptions({
      queryKey: [...reportsQueries.account(scope, accountId), 'callVolume', invoiceId, reportScope] as const,
      queryFn: ({ signal }) => callEndpoint('reportCallVolume', { invoiceId, scope: reportScope }, { id: accountId }, { signal }),
      staleTime: STALE,
    }),
  /** GET /api/accounts/{id}/reports/contactInsights */
  contactInsights: (scope: SessionScope, accountId: number, invoiceId: number) =>
    queryOptions({
      queryKey: [...reportsQueries.account(scope, accountId), 'contactInsights', invoiceId] as const,
      queryFn: ({ signal }) => callEndpoint('reportContactInsights', { invoiceId }, { id: accountId }, { signal }),
      staleTime: STALE,
    }),
  /** GET /api/accounts/{id}/reports/phoneNumberInsights */
  phoneNumberInsights: (scope: SessionScope, accountId: number, invoiceId: number) =>
    queryOptions({
      queryKey: [...reportsQueries.account(scope, accountId), 'phoneNumberInsights', invoiceId] as const,
      queryFn: ({ signal }) => callEndpoint('reportPhoneNumberInsights', { invoiceId }, { id: accountId }, { signal }),
      staleTime: STALE,
    }),
};
