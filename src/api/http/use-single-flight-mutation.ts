import { useMutation, type UseMutateAsyncFunction, type UseMutateFunction, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * `useMutation` whose `mutate` ignores a call while the one it started is unsettled (and whose
 * `mutateAsync` answers such a call with the running call's promise). TanStack Query
 * tells React that a mutation is pending only a task after `mutate` (its notify scheduler), so the
 * second click of a double click still finds the button enabled. On the sign-in screens that second
 * request undid the first: a second reset code or change link replaced the one just sent, and a
 * second verify or set-password found its code already used and reported a failure over the success.
 */
export function useSingleFlightMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync: start, reset: forget } = mutation;
  // A call while one runs gets that one's promise (and its own callbacks are not run).
  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>(
    (...[variables, callbacks]) => {
      if (inFlight.current) return inFlight.current;
      const promise = start(variables as TVariables, callbacks).finally(() => {
        if (inFlight.current === promise) inFlight.current = null;
      });
      inFlight.current = promise;
      return promise;
    },
    [start],
  );
  // As TanStack's own mutate: the promise form, its failure left to the mutation's error state.
  const mutate = useCallback<UseMutateFunction<TData, TError, TVariables, TContext>>(
    (...args) => void mutateAsync(...args).catch(() => undefined),
    [mutateAsync],
  );
  // A reset drops the running mutation from this observer: the next call sends again.
  const reset = useCallback(() => {
    inFlight.current = null;
    forget();
  }, [forget]);
  return { ...mutation, mutate, mutateAsync, reset };
}
