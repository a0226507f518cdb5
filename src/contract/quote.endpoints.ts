import { endpoint } from './endpoint';
import { quoteInfoRequestSchema, quoteSchema } from './quote';

/**
 * The public quote page (billing-account §7 Quote page). Accept and Cancel are browser
 * navigations to `/portalApi/api/startQuoteV2/accept?token=` and `/cancel?token=` (see
 * `quoteNavigationPaths`), not API calls, so they are not entries here.
 */
export const quoteEndpoints = {
  quoteInfo: endpoint({ method: 'GET', path: '/api/startQuoteV2/quoteInfo', request: quoteInfoRequestSchema, response: quoteSchema }),
} as const;

/** Paths under `{api}/portalApi` the Accept and Cancel buttons navigate to (with `?token=`). */
export const quoteNavigationPaths = { accept: '/api/startQuoteV2/accept', cancel: '/api/startQuoteV2/cancel' } as const;
