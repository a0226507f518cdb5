import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isUnauthorizedError, shouldRetry } from '@/api/http/error-policy';
import { setBusy } from '@/stores/busy-store';
import { showSnack } from '@/stores/snackbar-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Never snack for this query's background failures. */
      skipErrorSnack?: boolean;
    };
    mutationMeta: {
      /** The call site reports the failure itself (e.g. a 409 overlap handler). */
      skipErrorSnack?: boolean;
    };
  }
}

/**
 * The one error policy (DESIGN §3): 401 never snacks (the session logs out once); a query failure
 * snacks only when the query already had data (first loads render in place with a retry);
 * mutations snack by default and clear the busy overlay unless `meta.skipErrorSnack`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) || query.meta?.skipErrorSnack) return;
        if (query.state.data === undefined) return;
        showSnack({ message: errorMessage(error), tone: 'error' });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        setBusy(null);
        if (isUnauthorizedError(error) || mutation.options.meta?.skipErrorSnack) return;
        showSnack({ message: errorMessage(error), tone: 'error' });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's client (tests build their own with `createQueryClient()`). */
export const queryClient = createQueryClient();
