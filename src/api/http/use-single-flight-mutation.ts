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
  const running = useRef(false);
  const { mutate: start } = mutation;
  const mutate = useCallback<UseMutateFunction<TData, TError, TVariables, TContext>>(
    (...[variables, callbacks]) => {
      if (running.current) return;
      running.current = true;
      start(variables as TVariables, {
        ...callbacks,
        onSettled: (...args) => {
          running.current = false;
          callbacks?.onSettled?.(...args);
        },
      });
    },
    [start],
  );
  // The same for the promise form: a call while one runs gets that one's promise.
  const { mutateAsync: startAsync } = mutation;
  const inFlight = useRef<Promise<TData> | null>(null);
  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>(
    (...[variables, callbacks]) => {
      if (inFlight.current) return inFlight.current;
      const promise = startAsync(variables as TVariables, callbacks).finally(() => {
        if (inFlight.current === promise) inFlight.current = null;
      });
      inFlight.current = promise;
      return promise;
    },
    [startAsync],
  );
  // A reset drops the running mutation from this observer, and with it the onSettled above.
  const { reset: forget } = mutation;
  const reset = useCallback(() => {
    running.current = false;
    inFlight.current = null;
    forget();
  }, [forget]);
  return { ...mutation, mutate, mutateAsync, reset };
}
