/** The artwork's own seeded pseudo-random numbers (mulberry32): the same seed draws the same picture. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [low, high], both ends included. */
  int: (low: number, high: number) => number;
  /** One item of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
};

const GOLDEN_STEP = 0x6d2b79f5;

/** One step of mulberry32: advances the 32-bit state and scrambles it into a float. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + GOLDEN_STEP) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}
