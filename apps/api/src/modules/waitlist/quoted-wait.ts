/**
 * The wait a party at the door is quoted, from the floor alone: the parties ahead of it in line
 * each take, in order, the first table (or combination) that seats them for their whole turn,
 * host-only tables too; the party is quoted the first time after them that one seats it. Times
 * are tried from now on a 5-minute grid, so the quote is a multiple of 5 minutes, rounded up.
 */
import { turnOf, type FloorPlan } from '../floor/floor-plan.ts';
import { chooseSeating, type Span, type TableOccupancy } from '../floor/seating.ts';

export const QUOTE_STEP_MINUTES = 5;
const MS_PER_MINUTE = 60_000;
const STEP_MS = QUOTE_STEP_MINUTES * MS_PER_MINUTE;

export type WaitQuoteRequest = {
  plan: FloorPlan;
  /** Each table's taken spans from now on (the day's bookings and seated parties). */
  occupancy: TableOccupancy;
  /** The sizes of the parties in line before this one, first first. */
  ahead: readonly number[];
  partySize: number;
  now: Date;
};

/** Minutes from now until a table seats the party; null when no table or combination ever does. */
export function quoteWait({ plan, occupancy, ahead, partySize, now }: WaitQuoteRequest) {
  const taken = new Map<number, Span[]>(
    [...occupancy].map(([tableId, spans]) => [tableId, [...spans]]),
  );
  const at = now.getTime();
  for (const size of ahead) {
    // A party no table seats waits for the host, and takes nobody's table meanwhile.
    const place = earliestPlace(plan, taken, size, at);
    if (place) take(taken, place);
  }
  const place = earliestPlace(plan, taken, partySize, at);
  return place ? (place.span.from - at) / MS_PER_MINUTE : null;
}

type Place = { tableIds: readonly number[]; span: Span };

function take(taken: Map<number, Span[]>, place: Place) {
  for (const tableId of place.tableIds) {
    const spans = taken.get(tableId);
    if (spans) spans.push(place.span);
    else taken.set(tableId, [place.span]);
  }
}

/**
 * The first grid time at which a place seats the party for its turn, and the place. Only now and
 * the grid times just after a span ends can be the first: before such a time the same tables
 * were taken.
 */
function earliestPlace(
  plan: FloorPlan,
  occupancy: TableOccupancy,
  partySize: number,
  now: number,
): Place | null {
  const fits = (place: { min: number; max: number }) =>
    place.min <= partySize && partySize <= place.max;
  if (!plan.tables.some(fits) && !plan.combinations.some(fits)) return null;
  const turn = turnOf(plan, partySize) * MS_PER_MINUTE;
  const starts = new Set([0]);
  for (const spans of occupancy.values()) {
    for (const span of spans) {
      if (span.to > now) starts.add(Math.ceil((span.to - now) / STEP_MS) * STEP_MS);
    }
  }
  for (const offset of [...starts].sort((a, b) => a - b)) {
    const span = { from: now + offset, to: now + offset + turn };
    const tableIds = chooseSeating(plan, occupancy, { partySize, span, onlineOnly: false });
    if (tableIds) return { tableIds, span };
  }
  return null;
}
