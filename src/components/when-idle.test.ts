import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackRequest } from '@/lib/requests-in-flight';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the portal calls in flight before it asks for an idle period (a prefetch must not share the line with a screen\'s data)', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    let answer!: () => void;
    const call = new Promise<void>((resolve) => (answer = resolve));
    void trackRequest(call);
    const prefetch = vi.fn();
    whenIdle(prefetch);
    expect(idle).toHaveLength(0);
    answer();
    await call;
    await Promise.resolve();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback it asked for', () => {
    const cancelled = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelled);
    const cancel = whenIdle(vi.fn());
    cancel();
    expect(cancelled).toHaveBeenCalledWith(7);
  });
});
