/**
 * The rejection handler of a mutateAsync whose failure is already shown: the query client's
 * mutation cache reports every failed call (src/app/query-client.ts), so the caller only keeps
 * the rejection from going unhandled.
 */
export const ignoreFailure = (): void => undefined;
