import { describe, expect, it } from 'vitest';
import { createThrottle, reconnectDelay, type ThrottleClock } from './realtime-policy';

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.fn();
  };
  return { clock, advance, pending: () => timers.length };
}

describe('reconnectDelay', () => {
  it('is done by 5 s on the first attempt and doubles its bound per consecutive failure up to 60 s', () => {
    // random 0: the latest start, leaving 750 ms for the handshake inside the bound.
    expect([1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, 0))).toEqual([
      4250, 9250, 19250, 39250, 59250, 59250, 59250,
    ]);
  });
  it('jitters only earlier, by up to 15 %, never later than the bound', () => {
    expect(reconnectDelay(1, 0.999999)).toBe(3613);
    expect(reconnectDelay(1, 0.5)).toBe(3931);
    for (let i = 0; i <= 100; i++) {
      const delay = reconnectDelay(1, i / 100);
      expect(delay).toBeGreaterThanOrEqual(3612);
      expect(delay + 750).toBeLessThanOrEqual(5000);
    }
    expect(reconnectDelay(8, 0)).toBeLessThanOrEqual(60000);
    expect(reconnectDelay(0, 0)).toBe(4250);
  });
});

describe('createThrottle', () => {
  it('runs on the leading edge and at most once per interval', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 60_000, { clock });
    throttle.call();
    expect(runs).toBe(1);
    throttle.call();
    throttle.call();
    advance(30_000);
    expect(runs).toBe(1);
    advance(30_000);
    expect(runs).toBe(2); // the folded trailing run
    advance(60_000);
    throttle.call();
    expect(runs).toBe(3); // window open again: immediate
  });
  it('without trailing drops calls inside the window', () => {
    const { clock, advance, pending } = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 60_000, { clock, trailing: false });
    throttle.call();
    throttle.call();
    expect(pending()).toBe(0);
    advance(60_000);
    expect(runs).toBe(1);
    throttle.call();
    expect(runs).toBe(2);
  });
  it('cancel drops a pending trailing run', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 1000, { clock });
    throttle.call();
    throttle.call();
    throttle.cancel();
    advance(5000);
    expect(runs).toBe(1);
  });
});
