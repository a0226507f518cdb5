import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { quoteNavigationPaths } from '@/contract/quote.endpoints'; // also the definitions of its calls, loaded and preloaded with it

/** The public quote page (billing-account §7): no session, so its keys sit outside the session scope. */
export const quoteQueries = {
  all: () => ['public', 'quote'] as const,
  info: (token: string) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), token] as const,
      queryFn: ({ signal }) => callEndpoint('quoteInfo', { token }, undefined, { signal }),
      staleTime: 0,
      meta: { skipErrorSnack: true },
    }),
};

/** Where Accept and Cancel send the browser: `{api}/portalApi/api/startQuoteV2/{accept|cancel}?token=`. */
export function quoteNavigationUrl(portalApiBase: string, action: keyof typeof quoteNavigationPaths, token: string): string {
  return `${portalApiBase}${quoteNavigationPaths[action]}?${new URLSearchParams({ token }).toString()}`;
}
