/**
 * What is already booked around some sittings, for many restaurants in one query: each table's
 * taken spans (from the stored seating) and the covers starting in each quarter hour (pacing),
 * aggregated by the database into one JSON value per restaurant and kind, since thousands of
 * rows cost more to carry and parse than the rules cost to apply. Optionally, each restaurant's
 * bookings on its own calendar day ('booked N times today').
 */
import { sql, type SQL } from 'drizzle-orm';
import { PACING_INTERVAL_MINUTES, TURN_MAX_MINUTES } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations, reservationTables } from '../../db/schema/index.ts';
import { holdsTable } from '../reservations/table-statuses.ts';
import type { Span } from '../floor/seating.ts';
import type { Load } from './sitting-rules.ts';
import type { ReservationRange } from './held-reservations.ts';

const PACING_SECONDS = PACING_INTERVAL_MINUTES * 60;

export type LoadQuery = {
  /** Sittings of these restaurants starting in [from, to]. */
  sittings: ReservationRange | null;
  /** Bookings to count per restaurant, from each range's restaurants and days. */
  today?: readonly ReservationRange[];
  /** A reservation being changed: it does not stand in its own way. */
  excludeReservationId?: number;
};

export type Loads = { loads: Map<number, Load>; bookedToday: Map<number, number> };

type LoadRow = { restaurant_id: number; kind: 'spans' | 'starts' | 'today'; value: string };

export async function findTableLoads(db: Database, query: LoadQuery): Promise<Loads> {
  const parts = [
    ...(query.sittings && query.sittings.ids.length > 0
      ? sittingParts(query.sittings, query.excludeReservationId)
      : []),
    ...(query.today ?? []).filter((range) => range.ids.length > 0).map(todayPart),
  ];
  const loads = new Map<number, Load>();
  const bookedToday = new Map<number, number>();
  if (parts.length === 0) return { loads, bookedToday };
  const result = await db.execute(sql.join(parts, sql` union all `));
  for (const row of (result as unknown as { rows: LoadRow[] }).rows) {
    if (row.kind === 'today') {
      bookedToday.set(row.restaurant_id, (bookedToday.get(row.restaurant_id) ?? 0) + +row.value);
      continue;
    }
    const load = loads.get(row.restaurant_id) ?? { occupancy: new Map(), starts: [] };
    loads.set(row.restaurant_id, load);
    if (row.kind === 'spans') addSpans(load, JSON.parse(row.value) as [number, number, number][]);
    else {
      const starts = JSON.parse(row.value) as [number, number][];
      (load.starts as Load['starts'][number][]).push(
        ...starts.map(([at, covers]) => ({ at, covers })),
      );
    }
  }
  return { loads, bookedToday };
}

function addSpans(load: Load, spans: readonly [number, number, number][]) {
  const occupancy = load.occupancy as Map<number, Span[]>;
  for (const [tableId, from, to] of spans) {
    const list = occupancy.get(tableId);
    if (list) list.push({ from, to });
    else occupancy.set(tableId, [{ from, to }]);
  }
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint`;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The tables taken during any sitting starting in [from, to] (a turn lasts at most
 * `TURN_MAX_MINUTES`, a stored one included), and the covers starting in each quarter hour
 * from the first sitting's to the last's.
 */
function sittingParts({ ids, from, to }: ReservationRange, excluded?: number): SQL[] {
  const earliest = new Date(from.getTime() - TURN_MAX_MINUTES * 60_000);
  const latest = new Date(to.getTime() + TURN_MAX_MINUTES * 60_000);
  const quarterStart = new Date(
    Math.floor(from.getTime() / (PACING_SECONDS * 1000)) * PACING_SECONDS * 1000,
  );
  const quarterEnd = new Date(to.getTime() + PACING_SECONDS * 1000);
  const t = reservationTables;
  const r = reservations;
  return [
    sql`(select ${t.restaurant_id} as restaurant_id, 'spans' as kind,
        json_agg(json_build_array(${t.table_id}, ${epochMs(sql`${t.starts_at}`)},
          ${epochMs(sql`${t.ends_at}`)}))::text as value
      from ${t}
      where ${t.restaurant_id} in (${idList(ids)}) and ${t.starts_at} >= ${at(earliest)}
        and ${t.starts_at} < ${at(latest)} and ${t.ends_at} > ${at(from)}
        ${excluded === undefined ? sql`` : sql`and ${t.reservation_id} <> ${excluded}`}
      group by ${t.restaurant_id})`,
    sql`(select restaurant_id, 'starts', json_agg(json_build_array(quarter, covers))::text
      from (select ${r.restaurant_id} as restaurant_id,
          (floor(extract(epoch from ${r.reservation_time}) / ${PACING_SECONDS}) * ${PACING_SECONDS * 1000})::bigint as quarter,
          sum(${r.party_size})::int as covers
        from ${r}
        where ${r.restaurant_id} in (${idList(ids)}) and ${r.reservation_time} >= ${at(quarterStart)}
          and ${r.reservation_time} < ${at(quarterEnd)} and ${holdsTable()}
          ${excluded === undefined ? sql`` : sql`and ${r.id} <> ${excluded}`}
        group by 1, 2) as quarters
      group by restaurant_id)`,
  ];
}

function todayPart({ ids, from, to }: ReservationRange): SQL {
  const r = reservations;
  return sql`(select ${r.restaurant_id} as restaurant_id, 'today' as kind, count(*)::text as value
    from ${r}
    where ${r.restaurant_id} in (${idList(ids)}) and ${r.reservation_time} >= ${at(from)}
      and ${r.reservation_time} < ${at(to)} and ${holdsTable()}
    group by ${r.restaurant_id})`;
}
