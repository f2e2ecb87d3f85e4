/**
 * The quoted wait: 0 with a table free now; the first 5-minute step after a fitting table frees
 * for the whole turn; the parties ahead each take their first table in order; host-only tables
 * and combinations count; null when nothing here seats the party.
 */
import { describe, expect, it } from 'vitest';
import { floorPlan, type FloorPlan } from '../floor/floor-plan.ts';
import type { Span } from '../floor/seating.ts';
import { quoteWait } from './quoted-wait.ts';

const NOW = new Date('2030-01-02T19:00:00Z');
const TURNS = [
  { max_party: 2, minutes: 90 },
  { max_party: 4, minutes: 120 },
];

/** Tables 1 and 2 (2-tops, combining for 3-4), 3 (a 4-top kept for the host). */
function plan(): FloorPlan {
  return floorPlan({
    tables: [
      { id: 1, min: 1, max: 2, online: true },
      { id: 2, min: 1, max: 2, online: true },
      { id: 3, min: 2, max: 4, online: false },
    ],
    combinations: [{ id: 10, tableIds: [1, 2], min: 3, max: 4 }],
    turnTimes: TURNS,
    pacingMaxCovers: null,
  });
}

const minutes = (n: number) => NOW.getTime() + n * 60_000;
/** Taken from `from` to `to` minutes after now. */
const span = (from: number, to: number): Span => ({ from: minutes(from), to: minutes(to) });

function quote(occupancy: [number, Span[]][], partySize: number, ahead: number[] = []) {
  return quoteWait({ plan: plan(), occupancy: new Map(occupancy), ahead, partySize, now: NOW });
}

describe('quoteWait', () => {
  it('is 0 when a table seats the party now', () => {
    expect(quote([], 2)).toBe(0);
    expect(quote([[1, [span(-30, 60)]]], 2)).toBe(0);
  });

  it('rounds the first free time up to the next 5 minutes', () => {
    const allTaken: [number, Span[]][] = [
      [1, [span(-60, 32)]],
      [2, [span(-60, 47)]],
      [3, [span(-60, 60)]],
    ];
    // Table 1 frees at +32: the next step is +35.
    expect(quote(allTaken, 2)).toBe(35);
    // 1+2 together from +47 (step +50), before the 4-top at +60.
    expect(quote(allTaken, 4)).toBe(50);
  });

  it('waits for a table free for the whole turn, not only for a moment', () => {
    // Table 1 frees at +20 but is booked again at +60: a 90-minute turn does not fit between.
    const occupancy: [number, Span[]][] = [
      [1, [span(-60, 20), span(60, 150)]],
      [2, [span(-60, 40)]],
      [3, [span(-60, 200)]],
    ];
    expect(quote(occupancy, 2)).toBe(40);
  });

  it('lets each party ahead take its first table, in order', () => {
    const occupancy: [number, Span[]][] = [
      [1, [span(-60, 15)]],
      [2, [span(-60, 30)]],
      [3, [span(-60, 100)]],
    ];
    // Ahead: a 2 takes table 1 at +15 (to +105); a 4 takes the 4-top when it frees at +100
    // (before 1+2 could, at +105). This 2 then gets table 2 when it frees at +30.
    expect(quote(occupancy, 2, [2, 4])).toBe(30);
    // Another 4 behind them: 1+2 at +105 (table 1 free from +105, table 2 from +30).
    expect(quote(occupancy, 4, [2, 4])).toBe(105);
  });

  it('is null when no table or combination seats the party', () => {
    expect(quote([], 5)).toBeNull();
  });

  it('passes over a party ahead that nothing seats', () => {
    expect(quote([], 2, [9])).toBe(0);
  });
});
