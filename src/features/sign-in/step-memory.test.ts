import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { stepMemory } from './step-memory';

const schema = z.object({ email: z.string() });
let clock = 1_000;
const memory = () => stepMemory('test', schema, () => clock);

afterEach(() => {
  sessionStorage.clear();
  clock = 1_000;
});

describe('stepMemory', () => {
  it('recalls what was remembered until it expires, then forgets it', () => {
    memory().remember({ email: 'a@b.example' }, 500);
    expect(memory().recall()).toEqual({ email: 'a@b.example' });
    clock = 1_499;
    expect(memory().recall()).toEqual({ email: 'a@b.example' });
    clock = 1_500;
    expect(memory().recall()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets on request, and ignores what it cannot read', () => {
    memory().remember({ email: 'a@b.example' }, 500);
    memory().forget();
    expect(memory().recall()).toBeNull();
    sessionStorage.setItem('portal.step.test', '{not json');
    expect(memory().recall()).toBeNull();
    sessionStorage.setItem('portal.step.test', JSON.stringify({ expiresAt: 9_999, value: { email: 7 } }));
    expect(memory().recall()).toBeNull();
  });
});
