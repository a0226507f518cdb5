import { QueryClient } from '@tanstack/react-query';

/** A fresh client per test: no retries, no garbage-collection timers left running. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity }, mutations: { retry: false } },
  });
}
