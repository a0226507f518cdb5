import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsInFlight, trackRequest, whenRequestsQuiet } from './requests-in-flight';

/** A call the test settles by hand. */
function pendingCall() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const call = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { call, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenRequestsQuiet', () => {
  it('runs at once when no call is in flight', () => {
    const fn = vi.fn();
    whenRequestsQuiet(fn, 5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits until every call has settled, a failed one included', async () => {
    const first = pendingCall();
    const second = pendingCall();
    void trackRequest(first.call);
    void trackRequest(second.call).catch(() => undefined);
    expect(requestsInFlight()).toBe(2);
    const fn = vi.fn();
    whenRequestsQuiet(fn, 5000);
    first.resolve();
    await first.call;
    expect(fn).not.toHaveBeenCalled();
    second.reject(new Error('refused'));
    await second.call.catch(() => undefined);
    await Promise.resolve();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(requestsInFlight()).toBe(0);
  });

  it('runs after maxWaitMs when a call hangs, and only once', async () => {
    vi.useFakeTimers();
    const hanging = pendingCall();
    void trackRequest(hanging.call);
    const fn = vi.fn();
    whenRequestsQuiet(fn, 5000);
    vi.advanceTimersByTime(4999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    hanging.resolve();
    await vi.runAllTimersAsync();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    const call = pendingCall();
    void trackRequest(call.call);
    const fn = vi.fn();
    const cancel = whenRequestsQuiet(fn, 5000);
    cancel();
    call.resolve();
    await call.call;
    await Promise.resolve();
    expect(fn).not.toHaveBeenCalled();
  });

  it('returns the call itself, its answer and its failure unchanged', async () => {
    await expect(trackRequest(Promise.resolve(42))).resolves.toBe(42);
    await expect(trackRequest(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
