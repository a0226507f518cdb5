import * as z from 'zod/mini';

/**
 * What a sign-in screen must not forget on a reload: that a code was sent, and to whom. It is kept
 * in this tab's sessionStorage until the code expires, so a reload returns to the code step instead
 * of starting over and spending another code of the send quota. It never holds a code or a password.
 */
export interface StepMemory<T> {
  recall(): T | null;
  remember(value: T, lifetimeMs: number): void;
  forget(): void;
}

/** This tab's sessionStorage, or null where the browser refuses it (then nothing is remembered). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function stepMemory<T>(key: string, schema: z.ZodMiniType<T>, now: () => number = Date.now): StepMemory<T> {
  const stored = z.object({ expiresAt: z.number(), value: schema });
  const storageKey = `portal.step.${key}`;
  const forget = () => tabStorage()?.removeItem(storageKey);
  return {
    recall() {
      const raw = tabStorage()?.getItem(storageKey);
      if (!raw) return null;
      const parsed = stored.safeParse(readJson(raw));
      if (parsed.success && parsed.data.expiresAt > now()) return parsed.data.value;
      forget();
      return null;
    },
    remember(value, lifetimeMs) {
      tabStorage()?.setItem(storageKey, JSON.stringify({ expiresAt: now() + lifetimeMs, value }));
    },
    forget,
  };
}
