/** Converts between a wall-clock time in an IANA time zone and UTC, using only Intl. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone, as if they were UTC (milliseconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function offsetMs(instantMs: number, timeZone: string): number {
  const rounded = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(rounded, timeZone) - rounded;
}

/** Wall-clock answers of zonedTimeToUtc by 'date time zone'; zone rules are fixed per process. */
const instants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 10_000;

/**
 * The instant at which the clocks of `timeZone` show `date` ('YYYY-MM-DD') `time` ('HH:mm').
 * An ambiguous time (autumn overlap) gives the earlier instant; a skipped time (spring gap) is
 * moved forward by the gap, like Temporal's 'compatible' disambiguation.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let instantMs = instants.get(key);
  if (instantMs === undefined) {
    instantMs = findInstant(date, time, timeZone);
    // A search page asks for a few hundred: keep the recent ones, bounded.
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
    instants.set(key, instantMs);
  }
  return new Date(instantMs);
}

function findInstant(date: string, time: string, timeZone: string): number {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const [hour = NaN, minute = NaN] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) throw new Error(`Invalid date or time: ${date} ${time}`);
  const before = offsetMs(wall - 86_400_000, timeZone);
  const after = offsetMs(wall + 86_400_000, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => wallClockMs(instant, timeZone) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - Math.min(before, after);
}

/** The calendar date ('YYYY-MM-DD') that `instant` falls on in `timeZone`. */
export function zonedDateString(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The wall-clock time ('HH:mm') that `instant` shows in `timeZone`. */
export function zonedTimeString(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(11, 16);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, for a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
