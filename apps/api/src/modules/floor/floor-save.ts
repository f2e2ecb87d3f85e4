/**
 * Saving a floor in one transaction under the restaurant's lock: ids checked, booked tables
 * refused or their reservations moved, rows written, the restaurant's summary refreshed, and the
 * floor answered as saved with the bookings it no longer fits. A dry run does all of it and rolls
 * it back, so its answer is exactly what saving would answer.
 */
import { floorCodes as m, type FloorSaved, type FloorValues } from '@tablefor/shared';
import { badRequest, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { findBookingConflicts } from '../owner-console/booking-conflicts.ts';
import { lockFloor } from '../reservations/table-hold.ts';
import { findDisplacedReservations, reseatDisplaced } from './displaced-reservations.ts';
import { refreshFloorSummary } from './floor-inserts.ts';
import { readFloor } from './floor-read.ts';
import { foreignIdProblems, isSavedId, readCurrentRows } from './floor-row-ids.ts';
import { writeFloorRows } from './floor-rows.ts';

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRunAnswer extends Error {
  constructor(readonly saved: FloorSaved) {
    super('dry run: rolled back');
  }
}

export async function saveFloor(
  db: Database,
  restaurantId: number,
  input: FloorValues,
  { dryRun, now }: { dryRun: boolean; now: Date },
): Promise<FloorSaved> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockFloor(tx, restaurantId, false))) throw notFound('restaurant');
      const current = await readCurrentRows(tx, restaurantId);
      const idProblems = foreignIdProblems(input, current);
      if (idProblems.length > 0) throw badRequest(...idProblems);
      const listed = new Set(input.tables.map((table) => table.id).filter(isSavedId));
      const removed = [...current.tables].filter((id) => !listed.has(id));
      const displaced = await findDisplacedReservations(tx, restaurantId, removed, now);
      if (displaced.length > 0 && !input.move_reservations) {
        throw badRequest(problem('move_reservations', m.removedTableBooked));
      }
      await writeFloorRows(tx, restaurantId, input, current);
      await reseatDisplaced(tx, restaurantId, displaced);
      await refreshFloorSummary(tx, restaurantId, now);
      const saved: FloorSaved = {
        ...(await readFloor(tx, restaurantId)),
        conflicts: await findBookingConflicts(tx, restaurantId, now),
      };
      if (dryRun) throw new DryRunAnswer(saved);
      return saved;
    });
  } catch (error) {
    if (error instanceof DryRunAnswer) return error.saved;
    throw floorNameClash(error) ?? error;
  }
}

/**
 * The database's own unique names and labels stand behind the input's checks (which compare
 * without case); should a row meet another's name anyway, the answer is the same 400.
 */
export function floorNameClash(error: unknown) {
  const found = [error, (error as { cause?: unknown } | null)?.cause].find(
    (candidate) => (candidate as { code?: string } | null)?.code === '23505',
  ) as { constraint?: string; message?: string } | undefined;
  if (!found) return null;
  const named = `${found.constraint ?? ''} ${found.message ?? ''}`;
  if (named.includes('dining_areas_restaurant_name')) {
    return badRequest(problem('areas', m.areaNameTaken));
  }
  return badRequest(problem('tables', m.tableLabelTaken));
}
