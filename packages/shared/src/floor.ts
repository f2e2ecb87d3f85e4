/**
 * GET and PUT /api/owner/restaurants/{id}/floor: a restaurant's areas and tables, the tables it
 * may combine for larger parties, its turn times by party size and its pacing.
 */
import { z } from 'zod';
import { reservationTimeSchema } from './reservations.ts';
import {
  AREA_NAME_MAX_LENGTH,
  COMBINATION_MAX_TABLES,
  FLOOR_MAX_AREAS,
  FLOOR_MAX_COMBINATIONS,
  FLOOR_MAX_TABLES,
  FLOOR_MAX_TURN_TIMES,
  PACING_INTERVAL_MINUTES,
  PACING_MAX_COVERS,
  TABLE_LABEL_MAX_LENGTH,
  TABLE_MAX_COVERS,
  TURN_MAX_MINUTES,
  TURN_MIN_MINUTES,
  floorCodes as m,
} from './floor-rules.ts';
import { bookingConflictSchema } from './owner-console.ts';

const id = z.number().int();

export const floorAreaSchema = z.object({ id, name: z.string() });
export const floorTableSchema = z.object({
  id,
  label: z.string(),
  area_id: id,
  min_covers: z.number().int(),
  max_covers: z.number().int(),
  /** Offered to diners online; a host-only table is kept for walk-ins and the phone. */
  online: z.boolean(),
});
export const floorCombinationSchema = z.object({
  id,
  table_ids: z.array(id),
  min_covers: z.number().int(),
  max_covers: z.number().int(),
});
export const turnTimeSchema = z.object({ max_party: z.number().int(), minutes: z.number().int() });
export const pacingSchema = z.object({
  interval_minutes: z.literal(PACING_INTERVAL_MINUTES),
  /** Covers that may start in one interval; null: no cap. */
  max_covers: z.number().int().nullable(),
});

export const floorSchema = z.object({
  areas: z.array(floorAreaSchema),
  tables: z.array(floorTableSchema),
  combinations: z.array(floorCombinationSchema),
  /** Sorted by max_party; the last one covers every larger party. */
  turn_times: z.array(turnTimeSchema),
  pacing: pacingSchema,
});
export type Floor = z.infer<typeof floorSchema>;
export type FloorArea = z.infer<typeof floorAreaSchema>;
export type FloorTable = z.infer<typeof floorTableSchema>;
export type FloorCombination = z.infer<typeof floorCombinationSchema>;
export type TurnTime = z.infer<typeof turnTimeSchema>;

/** PUT's answer: the floor as saved (or as it would be, for a preview) and what it no longer fits. */
export const floorSavedSchema = floorSchema.extend({
  conflicts: z.array(bookingConflictSchema),
});
export type FloorSaved = z.infer<typeof floorSavedSchema>;

/**
 * A row's id: a saved row's own, or none for a new row. A new row that another refers to (a table
 * in a new area, a combination of new tables) carries a negative id of the caller's choosing.
 */
const rowId = z.number({ error: m.unknownTable }).int({ error: m.unknownTable }).optional();
const covers = z
  .number({ error: m.covers })
  .int({ error: m.covers })
  .min(1, { error: m.covers })
  .max(TABLE_MAX_COVERS, { error: m.covers });

const areaInputSchema = z.object({
  id: rowId,
  name: z
    .string({ error: m.areaName })
    .trim()
    .min(1, { error: m.areaName })
    .max(AREA_NAME_MAX_LENGTH, { error: m.areaName }),
});
const tableInputSchema = z.object({
  id: rowId,
  label: z
    .string({ error: m.tableLabel })
    .trim()
    .min(1, { error: m.tableLabel })
    .max(TABLE_LABEL_MAX_LENGTH, { error: m.tableLabel }),
  area_id: z.number({ error: m.tableArea }).int({ error: m.tableArea }),
  min_covers: covers,
  max_covers: covers,
  online: z.boolean().default(true),
});
const combinationInputSchema = z.object({
  id: rowId,
  table_ids: z
    .array(z.number({ error: m.combinationTable }).int({ error: m.combinationTable }))
    .min(2, { error: m.combinationSize })
    .max(COMBINATION_MAX_TABLES, { error: m.combinationSize }),
  min_covers: covers,
  max_covers: covers,
});
const turnTimeInputSchema = z.object({
  max_party: z
    .number({ error: m.turnParty })
    .int({ error: m.turnParty })
    .min(1, { error: m.turnParty })
    .max(TABLE_MAX_COVERS, { error: m.turnParty }),
  minutes: z
    .number({ error: m.turnMinutes })
    .int({ error: m.turnMinutes })
    .min(TURN_MIN_MINUTES, { error: m.turnMinutes })
    .max(TURN_MAX_MINUTES, { error: m.turnMinutes }),
});

export const floorInputSchema = z
  .object({
    areas: z.array(areaInputSchema).max(FLOOR_MAX_AREAS, { error: m.tooManyAreas }),
    tables: z.array(tableInputSchema).max(FLOOR_MAX_TABLES, { error: m.tooManyTables }),
    combinations: z
      .array(combinationInputSchema)
      .max(FLOOR_MAX_COMBINATIONS, { error: m.tooManyCombinations }),
    turn_times: z
      .array(turnTimeInputSchema)
      .min(1, { error: m.turnTimesRequired })
      .max(FLOOR_MAX_TURN_TIMES, { error: m.turnTimesRequired }),
    pacing: z.object({
      interval_minutes: z.literal(PACING_INTERVAL_MINUTES).optional(),
      max_covers: z
        .number({ error: m.pacing })
        .int({ error: m.pacing })
        .min(1, { error: m.pacing })
        .max(PACING_MAX_COVERS, { error: m.pacing })
        .nullable(),
    }),
    /**
     * What happens to the upcoming reservations of a table that is removed: moved to another
     * table that fits, or, where none does, kept without a table and listed as conflicts.
     * Removing a booked table without it is refused.
     */
    move_reservations: z.boolean().default(false),
  })
  .superRefine((floor, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const seen = (values: string[], path: (i: number) => (string | number)[], message: string) => {
      const first = new Map<string, number>();
      values.forEach((value, i) => {
        const key = value.toLocaleLowerCase();
        if (first.has(key)) issue(path(i), message);
        else first.set(key, i);
      });
    };
    seen(
      floor.areas.map((a) => a.name),
      (i) => ['areas', i, 'name'],
      m.areaNameTaken,
    );
    seen(
      floor.tables.map((t) => t.label),
      (i) => ['tables', i, 'label'],
      m.tableLabelTaken,
    );
    const areaIds = new Set(floor.areas.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    const tableIds = new Set(floor.tables.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    floor.tables.forEach((table, i) => {
      if (!areaIds.has(table.area_id)) issue(['tables', i, 'area_id'], m.tableArea);
      if (table.min_covers > table.max_covers) issue(['tables', i, 'min_covers'], m.coversOrder);
    });
    floor.combinations.forEach((combination, i) => {
      if (new Set(combination.table_ids).size !== combination.table_ids.length) {
        issue(['combinations', i, 'table_ids'], m.combinationSize);
      }
      if (combination.table_ids.some((tableId) => !tableIds.has(tableId))) {
        issue(['combinations', i, 'table_ids'], m.combinationTable);
      }
      if (combination.min_covers > combination.max_covers) {
        issue(['combinations', i, 'min_covers'], m.coversOrder);
      }
    });
    floor.turn_times.forEach((turn, i) => {
      const before = floor.turn_times[i - 1];
      if (before && (turn.max_party <= before.max_party || turn.minutes < before.minutes)) {
        issue(['turn_times', i, 'max_party'], m.turnTimesOrder);
      }
    });
  });
export type FloorInput = z.input<typeof floorInputSchema>;
export type FloorValues = z.output<typeof floorInputSchema>;

/** PUT /api/owner/restaurants/{id}/floor?dry_run=true: the answer without saving anything. */
export const floorSaveQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** POST /api/owner/reservations/{id}/table: seat a reservation at other tables, and at another time. */
export const tableMoveInputSchema = z.object({
  table_ids: z
    .array(z.number({ error: m.unknownTable }).int({ error: m.unknownTable }))
    .min(1, { error: m.unknownTable })
    .max(COMBINATION_MAX_TABLES, { error: m.combinationSize }),
  /** Omitted: the same time. An upcoming reservation only; the diner is told of the new time. */
  reservation_time: reservationTimeSchema.optional(),
});
export type TableMoveInput = z.input<typeof tableMoveInputSchema>;
