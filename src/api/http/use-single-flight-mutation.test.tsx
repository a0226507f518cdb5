import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSingleFlightMutation } from './use-single-flight-mutation';

function setUp() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const calls: number[] = [];
  const answers: (() => void)[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () =>
      useSingleFlightMutation({
        mutationFn: (n: number) => {
          calls.push(n);
          return new Promise<number>((resolve) => answers.push(() => resolve(n)));
        },
      }),
    { wrapper },
  );
  return { hook, calls, answers };
}

describe('useSingleFlightMutation', () => {
  it('sends once for a double click, before React has heard that the first is pending', async () => {
    const { hook, calls, answers } = setUp();
    const done: number[] = [];
    act(() => {
      hook.result.current.mutate(1, { onSuccess: (n) => done.push(n) });
      hook.result.current.mutate(2, { onSuccess: (n) => done.push(n) });
    });
    await waitFor(() => expect(calls).toEqual([1]));
    act(() => answers[0]!());
    await waitFor(() => expect(done).toEqual([1]));
    // Settled: the next click sends again.
    act(() => hook.result.current.mutate(3));
    await waitFor(() => expect(calls).toEqual([1, 3]));
  });

  it('sends again after a reset, even while the dropped request is still out', async () => {
    const { hook, calls } = setUp();
    act(() => hook.result.current.mutate(1));
    act(() => hook.result.current.reset());
    act(() => hook.result.current.mutate(2));
    await waitFor(() => expect(calls).toEqual([1, 2]));
  });

  it('answers a second mutateAsync while one runs with the same promise, and sends once', async () => {
    const { hook, calls, answers } = setUp();
    let first!: Promise<number>;
    let second!: Promise<number>;
    act(() => {
      first = hook.result.current.mutateAsync(1);
      second = hook.result.current.mutateAsync(2);
    });
    expect(second).toBe(first);
    await waitFor(() => expect(calls).toEqual([1]));
    act(() => answers[0]!());
    await expect(second).resolves.toBe(1);
  });
});
