/**
 * Random sequences of bookings, changes, cancellations, table moves and floor edits against a
 * small floor, through the API: no table ever holds two reservations at overlapping times, no
 * quarter hour starts more covers than pacing allows, every held booking keeps a table, and each
 * booking or change is accepted exactly when a brute-force search of the floor says it fits.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reservationMessages as m,
  RESERVATION_CODE_HEADER,
  toUtcReservationTime,
} from '@tablefor/shared';
import { signedUpAdmin } from '../../test/factories.ts';
import { createRestaurant, LA, laTime, nextWeekday } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody, UNBOUNDED_BOOKERS } from '../reservations/reservation-test-helpers.ts';
import type { FloorSpec } from './floor-spec.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { BOOKING_RATE_LIMIT_PER_MINUTE: '100000', ...UNBOUNDED_BOOKERS },
  });
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const DAY = nextWeekday(3, 3);
const TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
const PACING = 6;
const TURNS = [
  { max_party: 2, minutes: 60 },
  { max_party: 4, minutes: 90 },
  { max_party: 8, minutes: 120 },
];
/** Two 2-tops that join for 3-4, a 4-top and a host-only 4-top that join for 5-8. */
const FLOOR: FloorSpec = {
  areas: ['Room'],
  tables: [
    { label: 'A', area: 0, min: 1, max: 2 },
    { label: 'B', area: 0, min: 1, max: 2 },
    { label: 'C', area: 0, min: 2, max: 4 },
    { label: 'D', area: 0, min: 2, max: 4, online: false },
  ],
  combinations: [
    { tables: [0, 1], min: 3, max: 4 },
    { tables: [2, 3], min: 5, max: 8 },
  ],
  turnTimes: TURNS,
  pacingMaxCovers: PACING,
};

type Action =
  | { kind: 'book'; time: number; party: number }
  | { kind: 'change'; which: number; time: number | null; party: number | null }
  | { kind: 'cancel'; which: number }
  | { kind: 'move'; which: number; place: number }
  | { kind: 'toggle'; table: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      time: fc.nat(5),
      party: fc.integer({ min: 1, max: 8 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      which: fc.nat(20),
      time: fc.option(fc.nat(5), { nil: null }),
      party: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), which: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      which: fc.nat(20),
      place: fc.nat(5),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('toggle' as const), table: fc.nat(3) }) },
);

/** What the runs did, so a run of only refusals (or no moves) cannot pass unnoticed. */
const seen = new Map<string, number>();
const tally = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

type Held = { id: number; party: number; start: number; end: number; tables: number[] };
type FloorRow = { id: number; label: string; min: number; max: number; online: boolean };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The restaurant as stored: its tables, combinations and held reservations with their tables. */
async function stored(restaurantId: number) {
  const tables = await rows<FloorRow>(sql`
    select id, label, min_covers as min, max_covers as max, online from dining_tables
    where restaurant_id = ${restaurantId} order by label`);
  const combinations = await rows<{ min: number; max: number; tables: number[] }>(sql`
    select c.min_covers as min, c.max_covers as max, array_agg(m.table_id order by m.table_id) as tables
    from table_combinations c join table_combination_members m on m.combination_id = c.id
    where c.restaurant_id = ${restaurantId} group by c.id`);
  const held = await rows<{
    id: number;
    party: number;
    start: string;
    end: string | null;
    tables: number[];
  }>(sql`
    select r.id, r.party_size as party, r.reservation_time::text as start,
      max(h.ends_at)::text as end,
      coalesce(array_agg(h.table_id) filter (where h.table_id is not null), '{}') as tables
    from reservations r left join reservation_tables h on h.reservation_id = r.id
    where r.restaurant_id = ${restaurantId} and r.status not in ('cancelled', 'declined')
    group by r.id order by r.id`);
  return {
    tables,
    combinations,
    held: held.map<Held>((row) => ({
      id: row.id,
      party: row.party,
      start: Date.parse(row.start),
      end: row.end === null ? Number.NaN : Date.parse(row.end),
      tables: row.tables,
    })),
  };
}

const turnOf = (party: number) =>
  (TURNS.find((turn) => party <= turn.max_party) ?? TURNS[2]!).minutes;
const bucket = (at: number) => Math.floor(at / (15 * 60_000));

/** Brute force: could this party start at `start` online, given everything else held? */
function oracleBookable(
  state: Awaited<ReturnType<typeof stored>>,
  party: number,
  start: number,
  except?: number,
) {
  const others = state.held.filter((held) => held.id !== except);
  const paced = others
    .filter((held) => bucket(held.start) === bucket(start))
    .reduce((n, held) => n + held.party, 0);
  if (paced + party > PACING) return false;
  const end = start + turnOf(party) * 60_000;
  const free = (tableId: number) =>
    others.every(
      (held) => !held.tables.includes(tableId) || held.end <= start || end <= held.start,
    );
  const online = new Map(state.tables.map((table) => [table.id, table.online]));
  const places = [
    ...state.tables.map((table) => ({ ...table, tables: [table.id] })),
    ...state.combinations,
  ];
  return places.some(
    (place) =>
      place.min <= party &&
      party <= place.max &&
      place.tables.every((id) => online.get(id) === true && free(id)),
  );
}

/** The invariants, read from the stored rows. */
async function expectInvariants(restaurantId: number) {
  const overlapping = await rows(sql`
    select 1 from reservation_tables a join reservation_tables b
      on a.table_id = b.table_id and a.reservation_id < b.reservation_id
     and a.starts_at < b.ends_at and b.starts_at < a.ends_at
    where a.restaurant_id = ${restaurantId}`);
  expect(overlapping).toEqual([]);
  const state = await stored(restaurantId);
  const perQuarter = new Map<number, number>();
  for (const held of state.held) {
    perQuarter.set(bucket(held.start), (perQuarter.get(bucket(held.start)) ?? 0) + held.party);
    expect(held.tables.length, `reservation ${held.id} holds a table`).toBeGreaterThan(0);
  }
  for (const covers of perQuarter.values()) expect(covers).toBeLessThanOrEqual(PACING);
}

async function run(actions: Action[]) {
  const restaurant = await createRestaurant(t.db, { floor: FLOOR });
  const codes = new Map<number, string>();
  for (const step of actions) {
    const before = await stored(restaurant.id);
    const target =
      before.held[('which' in step ? step.which : 0) % Math.max(before.held.length, 1)];
    if (step.kind === 'book') {
      const start = laTime(DAY, TIMES[step.time]!).getTime();
      const expected = oracleBookable(before, step.party, start);
      const res = await book(
        t,
        restaurant.id,
        bookingBody(DAY, TIMES[step.time]!, { party_size: step.party }),
      );
      expect(res.statusCode, `book ${step.party} at ${TIMES[step.time]}: ${res.body}`).toBe(
        expected ? 201 : 409,
      );
      tally(`book ${res.statusCode}`);
      if (res.statusCode === 201) codes.set(res.json().id, res.json().access_code);
    } else if (step.kind === 'change' && target && (step.time !== null || step.party !== null)) {
      const party = step.party ?? target.party;
      const time = step.time === null ? null : TIMES[step.time]!;
      const start = time === null ? target.start : laTime(DAY, time).getTime();
      const expected = oracleBookable(before, party, start, target.id);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/reservations/${target.id}`,
        headers: { [RESERVATION_CODE_HEADER]: codes.get(target.id) ?? '' },
        payload: {
          ...(step.party === null ? {} : { party_size: step.party }),
          ...(time === null ? {} : { reservation_time: toUtcReservationTime(DAY, time, LA) }),
        },
      });
      expect(res.statusCode, `change ${target.id} to ${party} at ${time}: ${res.body}`).toBe(
        expected ? 200 : 409,
      );
      tally(`change ${res.statusCode}`);
      if (res.statusCode === 409)
        expect(res.json().errors).toEqual([`reservation_time: ${m.unavailable}`]);
    } else if (step.kind === 'cancel' && target) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/reservations/${target.id}`,
        headers: { [RESERVATION_CODE_HEADER]: codes.get(target.id) ?? '' },
      });
      expect(res.statusCode).toBe(200);
      tally('cancel');
    } else if (step.kind === 'move' && target) {
      const places = [
        ...before.tables.map((table) => [table.id]),
        ...before.combinations.map((combination) => combination.tables),
      ];
      const place = places[step.place % places.length]!;
      const seats =
        place.length > 1
          ? (before.combinations.find(
              (c) => c.tables.join() === [...place].sort((a, b) => a - b).join(),
            )?.max ?? 0)
          : (before.tables.find((table) => table.id === place[0])?.max ?? 0);
      const free = before.held.every(
        (held) =>
          held.id === target.id ||
          !held.tables.some((id) => place.includes(id)) ||
          held.end <= target.start ||
          target.end <= held.start,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/owner/reservations/${target.id}/table`,
        headers: admin.headers,
        payload: { table_ids: place },
      });
      expect(res.statusCode, `move ${target.id} (${target.party}) to ${place}: ${res.body}`).toBe(
        seats < target.party ? 400 : free ? 200 : 409,
      );
      tally(`move ${res.statusCode}`);
    } else if (step.kind === 'toggle') {
      const floor = (
        await t.app.inject({
          url: `/api/owner/restaurants/${restaurant.id}/floor`,
          headers: admin.headers,
        })
      ).json();
      const tables = floor.tables.map((table: { online: boolean }, i: number) =>
        i === step.table ? { ...table, online: !table.online } : table,
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/owner/restaurants/${restaurant.id}/floor`,
        headers: admin.headers,
        payload: { ...floor, tables },
      });
      expect(res.statusCode, res.body).toBe(200);
      tally('toggle');
    }
    await expectInvariants(restaurant.id);
  }
}

describe('the floor under random use', () => {
  it('never double-books a table, never passes pacing, and agrees with a brute-force oracle', async () => {
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 14 }), run), {
      numRuns: 20,
      // Rare at random (a party moved to a table too small for it): one run always tries it.
      examples: [
        [
          [
            { kind: 'book', time: 1, party: 4 },
            { kind: 'move', which: 0, place: 0 },
          ],
        ],
      ],
    });
    for (const what of [
      'book 201',
      'book 409',
      'change 200',
      'change 409',
      'move 200',
      'move 400',
      'cancel',
      'toggle',
    ]) {
      expect(seen.get(what) ?? 0, `${what} in ${JSON.stringify([...seen])}`).toBeGreaterThan(0);
    }
  }, 300_000);
});
