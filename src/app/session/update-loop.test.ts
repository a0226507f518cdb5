import { describe, expect, it } from 'vitest';
import { createUpdateLoop, type UpdateFlags } from './update-loop';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createUpdateLoop', () => {
  it('runs once when nothing else is requested', async () => {
    let runs = 0;
    const loop = createUpdateLoop(async () => void runs++);
    await loop.request();
    expect(runs).toBe(1);
    expect(loop.flags()).toEqual({ updating: false, updateAgain: false });
  });

  it('a request during a refresh sets updateAgain and runs exactly once more', async () => {
    const gates = [deferred(), deferred()];
    let runs = 0;
    const seen: UpdateFlags[] = [];
    const loop = createUpdateLoop(() => gates[runs++]!.promise, (flags) => seen.push(flags));
    const first = loop.request();
    expect(loop.flags()).toEqual({ updating: true, updateAgain: false });
    const second = loop.request();
    const third = loop.request();
    expect(loop.flags()).toEqual({ updating: true, updateAgain: true });
    expect(second).toBe(first);
    expect(third).toBe(first);
    gates[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toBe(2);
    expect(loop.flags()).toEqual({ updating: true, updateAgain: false });
    gates[1]!.resolve();
    await first;
    expect(runs).toBe(2);
    expect(loop.flags()).toEqual({ updating: false, updateAgain: false });
    expect(seen.at(-1)).toEqual({ updating: false, updateAgain: false });
  });

  it('keeps refetching until nothing is pending (requests arriving in each round)', async () => {
    let runs = 0;
    const loop = createUpdateLoop(async () => {
      runs++;
      if (runs < 4) void loop.request();
    });
    await loop.request();
    expect(runs).toBe(4);
  });

  it('clears its flags when the task fails, and can run again', async () => {
    let fail = true;
    const loop = createUpdateLoop(async () => {
      if (fail) throw new Error('down');
    });
    await expect(loop.request()).rejects.toThrow('down');
    expect(loop.flags()).toEqual({ updating: false, updateAgain: false });
    fail = false;
    await expect(loop.request()).resolves.toBeUndefined();
  });
});
