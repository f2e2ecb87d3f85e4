/**
 * A restaurant's floor: its limits, its default turn times and its messages. Zod-free, so pages
 * load them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

/** Pacing counts the covers whose reservations start in each quarter hour. */
export const PACING_INTERVAL_MINUTES = 15;
export const TABLE_LABEL_MAX_LENGTH = 10;
export const AREA_NAME_MAX_LENGTH = 40;
/** The most covers one table or combination may seat. */
export const TABLE_MAX_COVERS = 30;
export const FLOOR_MAX_AREAS = 20;
export const FLOOR_MAX_TABLES = 200;
export const FLOOR_MAX_COMBINATIONS = 100;
export const COMBINATION_MAX_TABLES = 8;
export const TURN_MIN_MINUTES = 15;
export const TURN_MAX_MINUTES = 600;
export const FLOOR_MAX_TURN_TIMES = 12;
export const PACING_MAX_COVERS = 500;

/**
 * The turn times a new restaurant starts with: a party of up to `max_party` keeps its table for
 * `minutes`; the last line covers every larger party.
 */
export const DEFAULT_TURN_TIMES: readonly { max_party: number; minutes: number }[] = [
  { max_party: 2, minutes: 90 },
  { max_party: 4, minutes: 105 },
  { max_party: 6, minutes: 120 },
  { max_party: 7, minutes: 150 },
];

/** How long a party of `partySize` keeps its table, from turn times sorted by `max_party`. */
export function turnMinutes(
  turnTimes: readonly { max_party: number; minutes: number }[],
  partySize: number,
): number {
  const line = turnTimes.find((turn) => partySize <= turn.max_party) ?? turnTimes.at(-1);
  return line?.minutes ?? DEFAULT_TURN_TIMES.at(-1)!.minutes;
}

/** Why an upcoming reservation no longer fits: the hours, no table at all, or a table too small. */
export const bookingConflictReasons = ['closed', 'no_table', 'table_too_small'] as const;
export type BookingConflictReason = (typeof bookingConflictReasons)[number];

const floorMessageDefinitions = {
  areaName: {
    text: 'Give the area a name of at most {{max}} characters',
    params: { max: AREA_NAME_MAX_LENGTH },
  },
  areaNameTaken: 'Two areas have this name',
  tableLabel: {
    text: 'Give the table a label of at most {{max}} characters',
    params: { max: TABLE_LABEL_MAX_LENGTH },
  },
  tableLabelTaken: 'Two tables have this label',
  tableArea: 'Choose one of the areas for this table',
  covers: {
    text: 'Seats must be a whole number from 1 to {{max}}',
    params: { max: TABLE_MAX_COVERS },
  },
  coversOrder: 'The fewest guests must not be more than the most',
  tooManyAreas: { text: 'At most {{max}} areas', params: { max: FLOOR_MAX_AREAS } },
  tooManyTables: { text: 'At most {{max}} tables', params: { max: FLOOR_MAX_TABLES } },
  tooManyCombinations: {
    text: 'At most {{max}} combinations',
    params: { max: FLOOR_MAX_COMBINATIONS },
  },
  combinationSize: {
    text: 'A combination joins from 2 to {{max}} different tables',
    params: { max: COMBINATION_MAX_TABLES },
  },
  combinationTable: "A combination may only join this restaurant's tables",
  turnTimesRequired: 'Give at least one turn time',
  turnTimesOrder: 'Turn times must be for larger parties, each as long as the one before or longer',
  turnMinutes: {
    text: 'A turn lasts from {{min}} to {{max}} minutes',
    params: { min: TURN_MIN_MINUTES, max: TURN_MAX_MINUTES },
  },
  turnParty: 'Party sizes must be whole numbers from 1 to 30',
  pacing: {
    text: 'Pacing must be empty or a whole number from 1 to {{max}}',
    params: { max: PACING_MAX_COVERS },
  },
  removedTableBooked:
    'This table holds upcoming reservations: choose to move them before removing it',
  tablesTaken: 'Those tables are taken at that time',
  tablesTooSmall: 'Those tables do not seat this party',
  unknownTable: "Choose tables of this reservation's restaurant",
  notMovable: 'Only an upcoming or seated reservation can be moved',
} as const;

export const floorMessages = /* @__PURE__ */ messageTexts(floorMessageDefinitions);
export const floorCodes = /* @__PURE__ */ messageCodes('floor', floorMessageDefinitions);
export const floorMessageEntries = /* @__PURE__ */ messageEntries('floor', floorMessageDefinitions);
