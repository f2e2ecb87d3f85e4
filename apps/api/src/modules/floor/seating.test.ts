/**
 * The floor's rules, each with a case that fails if the rule breaks: the smallest free table
 * first, combinations only when no single table seats the party, no slot for a party no table
 * seats, turns by party size, pacing per quarter hour, host-only tables never offered online.
 */
import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '@tablefor/shared';
import {
  loadOf,
  seatFor,
  slotsFor,
  type BookableRestaurant,
} from '../availability/sitting-rules.ts';
import type { HeldReservation } from '../availability/held-reservations.ts';
import { floorPlan, largestParty, type FloorPlan } from './floor-plan.ts';

const DATE = '2030-01-02'; // a Wednesday
const ZONE = 'America/Los_Angeles';
const NOW = new Date('2030-01-01T12:00:00Z');
const restaurant: BookableRestaurant = {
  id: 1,
  opening_hours: { wed: [{ open: '10:00', close: '23:59' }] },
  time_zone: ZONE,
};
const TURNS = [
  { max_party: 2, minutes: 90 },
  { max_party: 4, minutes: 105 },
  { max_party: 6, minutes: 120 },
  { max_party: 7, minutes: 150 },
];

/** Tables 1-2 (2-tops), 3 (4-top), 4 (host-only 2-top), 5 (8-top); 1+2 combine for 3-4. */
function plan(overrides: Partial<Parameters<typeof floorPlan>[0]> = {}): FloorPlan {
  return floorPlan({
    tables: [
      { id: 3, min: 2, max: 4, online: true },
      { id: 1, min: 1, max: 2, online: true },
      { id: 2, min: 1, max: 2, online: true },
      { id: 4, min: 1, max: 2, online: false },
      { id: 5, min: 5, max: 8, online: true },
    ],
    combinations: [{ id: 10, tableIds: [1, 2], min: 3, max: 4 }],
    turnTimes: TURNS,
    pacingMaxCovers: null,
    ...overrides,
  });
}

const at = (time: string) => zonedTimeToUtc(DATE, time, ZONE);
let nextId = 100;
/** A booking already holding `tables` from `time` for `minutes`. */
function held(time: string, tables: number[], party = 2, minutes = 90): HeldReservation {
  const start = at(time);
  return {
    id: nextId++,
    restaurant_id: 1,
    start,
    party_size: party,
    table_ids: tables,
    ends_at: start.getTime() + minutes * 60_000,
  };
}
const seat = (
  floor: FloorPlan,
  time: string,
  partySize: number,
  bookings: HeldReservation[] = [],
  online = true,
) =>
  seatFor({
    restaurant,
    plan: floor,
    date: DATE,
    time,
    partySize,
    now: NOW,
    load: loadOf(bookings),
    online,
  });

describe('choosing a table', () => {
  it('gives a party of two the smallest free table, not the 4-top', () => {
    expect(seat(plan(), '19:00', 2)).toMatchObject({ verdict: 'free', tableIds: [1] });
    expect(seat(plan(), '19:00', 2, [held('19:00', [1])])).toMatchObject({ tableIds: [2] });
  });

  it('gives a party of three the 4-top, and the combined 2-tops only when the 4-top is taken', () => {
    expect(seat(plan(), '19:00', 3)).toMatchObject({ tableIds: [3] });
    expect(seat(plan(), '19:00', 3, [held('18:30', [3], 4, 105)])).toMatchObject({
      tableIds: [1, 2],
    });
  });

  it('offers no combination one of whose tables is taken', () => {
    const taken = [held('18:30', [3], 4, 105), held('19:00', [2])];
    expect(seat(plan(), '19:00', 3, taken)).toEqual({ verdict: 'full' });
  });

  it('has no slot for a party larger than any table or combination', () => {
    const floor = plan();
    expect(largestParty(floor, { online: true })).toBe(8);
    expect(seat(floor, '19:00', 9)).toEqual({ verdict: 'full' });
    const slots = slotsFor({
      restaurant,
      plan: floor,
      date: DATE,
      times: ['12:00', '19:00'],
      partySize: 9,
      now: NOW,
      load: loadOf([]),
    });
    expect(slots.every((slot) => !slot.available)).toBe(true);
  });

  it('never offers a host-only table online, though the host may seat a party there', () => {
    const busy = [held('19:00', [1]), held('19:00', [2]), held('18:30', [3], 4, 105)];
    expect(seat(plan(), '19:00', 2, busy)).toEqual({ verdict: 'full' });
    expect(seat(plan(), '19:00', 2, busy, false)).toMatchObject({ tableIds: [4] });
  });

  it("respects each table's fewest guests: one guest never takes the 8-top", () => {
    const busy = [held('19:00', [1]), held('19:00', [2]), held('18:30', [3], 4, 105)];
    expect(seat(plan(), '19:00', 1, busy)).toEqual({ verdict: 'full' });
  });
});

describe('turn times by party size', () => {
  it('frees a 2-top after 90 minutes and not a minute sooner', () => {
    const floor = plan({ tables: [{ id: 1, min: 1, max: 2, online: true }], combinations: [] });
    const pair = seat(floor, '18:00', 2);
    expect(pair).toMatchObject({ verdict: 'free' });
    if (pair.verdict !== 'free') return;
    expect(pair.end.getTime() - pair.start.getTime()).toBe(90 * 60_000);
    const bookings = [held('18:00', [1], 2, 90)];
    expect(seat(floor, '19:00', 2, bookings)).toEqual({ verdict: 'full' });
    expect(seat(floor, '19:30', 2, bookings)).toMatchObject({ verdict: 'free' });
  });

  it('keeps an 8-top for 150 minutes', () => {
    const floor = plan({ tables: [{ id: 5, min: 5, max: 8, online: true }], combinations: [] });
    const eight = seat(floor, '18:00', 8);
    if (eight.verdict !== 'free') throw new Error('the 8-top should be free');
    expect(eight.end.getTime() - eight.start.getTime()).toBe(150 * 60_000);
    const bookings = [held('18:00', [5], 8, 150)];
    expect(seat(floor, '20:00', 6, bookings)).toEqual({ verdict: 'full' });
    expect(seat(floor, '20:30', 6, bookings)).toMatchObject({ verdict: 'free' });
  });

  it('refuses a turn that would run past closing', () => {
    const early = { ...restaurant, opening_hours: { wed: [{ open: '17:00', close: '21:00' }] } };
    const request = {
      restaurant: early,
      plan: plan(),
      date: DATE,
      now: NOW,
      load: loadOf([]),
      online: true,
    };
    expect(seatFor({ ...request, time: '19:30', partySize: 2 })).toMatchObject({ verdict: 'free' });
    expect(seatFor({ ...request, time: '19:30', partySize: 8 })).toEqual({ verdict: 'closed' });
  });
});

describe('pacing', () => {
  it('caps the covers starting in one quarter hour, online only', () => {
    const floor = plan({ pacingMaxCovers: 4 });
    const bookings = [held('19:00', [1], 2), held('19:10', [2], 2)];
    expect(seat(floor, '19:00', 2, bookings.slice(0, 1))).toMatchObject({ verdict: 'free' });
    expect(seat(floor, '19:00', 2, bookings)).toEqual({ verdict: 'paced' });
    expect(seat(floor, '19:15', 2, bookings)).toMatchObject({ verdict: 'free' });
    expect(seat(floor, '19:00', 2, bookings, false)).toMatchObject({ verdict: 'free' });
  });
});
