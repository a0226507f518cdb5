import * as z from 'zod/mini';
import { endpoint, idParams, noFields } from './endpoint';
import {
  callSummarySchema,
  callVolumeQuerySchema,
  callVolumeSchema,
  combinedReportSchema,
  contactInsightsSchema,
  phoneNumberInsightSchema,
  reportQuerySchema,
  reportTasksParams,
  reportTasksSchema,
} from './reports';

/** Insights report data (billing-account §7 Reports). */
export const reportsEndpoints = {
  reportCurrent: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/reports/current',
    params: idParams,
    request: reportQuerySchema,
    response: callSummarySchema,
  }),
  combinedReportCurrent: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/combinedReports/current',
    params: idParams,
    request: reportQuerySchema,
    response: combinedReportSchema,
  }),
  reportCallVolume: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/reports/callVolume',
    params: idParams,
    request: callVolumeQuerySchema,
    response: callVolumeSchema,
  }),
  reportContactInsights: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/reports/contactInsights',
    params: idParams,
    request: reportQuerySchema,
    response: contactInsightsSchema,
  }),
  reportTasks: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/reports/{invoiceId}/tasks',
    params: reportTasksParams,
    request: noFields,
    response: reportTasksSchema,
  }),
  reportPhoneNumberInsights: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/reports/phoneNumberInsights',
    params: idParams,
    request: reportQuerySchema,
    response: z.array(phoneNumberInsightSchema),
  }),
} as const;
