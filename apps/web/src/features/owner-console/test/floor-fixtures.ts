/** Test data of the floor page: a saved floor of two areas, and the answers of its PUT. */
import type { BookingConflict, Floor, FloorSaved } from '@tablefor/shared';

export function savedFloor(overrides: Partial<Floor> = {}): Floor {
  return {
    areas: [{ id: 1, name: 'Dining room' }],
    tables: [
      { id: 10, label: '1', area_id: 1, min_covers: 1, max_covers: 2, online: true },
      { id: 11, label: '2', area_id: 1, min_covers: 2, max_covers: 4, online: true },
      { id: 12, label: '3', area_id: 1, min_covers: 4, max_covers: 6, online: false },
    ],
    combinations: [{ id: 20, table_ids: [10, 11], min_covers: 4, max_covers: 6 }],
    turn_times: [
      { max_party: 2, minutes: 90 },
      { max_party: 6, minutes: 120 },
    ],
    pacing: { interval_minutes: 15, max_covers: 20 },
    ...overrides,
  };
}

export const floorSaved = (
  floor: Floor = savedFloor(),
  conflicts: BookingConflict[] = [],
): FloorSaved => ({ ...floor, conflicts });

/** A 400 of the floor's PUT with one coded message. */
export const floorRefusal = (field: string, code: string, message = 'refused') => ({
  errors: [`${field}: ${message}`],
  details: [{ field, code }],
});
