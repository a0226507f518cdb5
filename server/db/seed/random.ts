/** A small deterministic PRNG (mulberry32) and helpers; the seed never uses Math.random. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [item, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  /** n distinct items (order random). */
  sample<T>(items: readonly T[], n: number): T[];
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, w] of entries) total += w;
      let r = next() * total;
      for (const [item, w] of entries) {
        r -= w;
        if (r < 0) return item;
      }
      return entries[entries.length - 1]![0];
    },
    chance: (p) => next() < p,
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      return out;
    },
  };
}

/** A US number as +1XXXXXXXXXX with a given area code. */
export function usPhone(rng: Rng, areaCode: string): string {
  return `+1${areaCode}${rng.int(201, 989)}${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

/**
 * An independent sequence for a seed section added after the first release of the demo data
 * (the dental branches, the activity history): drawing from it leaves the main sequence, and so
 * every row drawn from it that e2e tests and the sweep read, as it was. Deterministic per seed.
 */
export function sideRng(seed: number, stream: number): Rng {
  return createRng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(stream, 0x85ebca6b)) >>> 0);
}
