/** Test data of the host stand: a restaurant's floor of two areas and a day of reservations. */
import {
  DEFAULT_TURN_TIMES,
  toMinutes,
  zonedTimeToUtc,
  type Timeline,
  type TimelineReservation,
} from '@tablefor/shared';
import { wallClock } from '../lib/timeline-clock';
import { booked, ownedRestaurant } from './owner-console-fixtures';

export const DATE = '2026-07-01';
const ZONE = 'America/Los_Angeles';

/** An instant of the service day by its local clock ('19:30'; '25:00' is 1:00 the next day). */
export function at(time: string): string {
  const minutes = toMinutes(time);
  const date = minutes >= 1440 ? '2026-07-02' : DATE;
  return zonedTimeToUtc(date, wallClock(minutes), ZONE).toISOString();
}

type Options = Partial<TimelineReservation> & {
  time?: string;
  minutes?: number;
  tables?: number[];
};

const LABELS: Record<number, string> = { 1: '1', 2: '2', 3: '3', 4: '12', 5: 'T1' };

export function onTimeline(id: number, options: Options = {}): TimelineReservation {
  const { time = '19:00', minutes = 90, tables = [1], ...overrides } = options;
  const start = toMinutes(time);
  return {
    ...booked(id),
    reservation_time: at(time),
    local_time: wallClock(start),
    ends_at: new Date(Date.parse(at(time)) + minutes * 60_000).toISOString(),
    end_local_time: wallClock(start + minutes),
    table_ids: tables,
    table_labels: tables.map((t) => LABELS[t] ?? String(t)),
    walk_in: false,
    visits: 0,
    no_shows: 0,
    ...overrides,
  };
}

export function timeline(overrides: Partial<Timeline> = {}): Timeline {
  return {
    restaurant: ownedRestaurant(12),
    date: DATE,
    now: at('19:20'),
    service: [{ opens: '17:00', closes: '23:00' }],
    areas: [
      { id: 1, name: 'Dining room' },
      { id: 2, name: 'Terrace' },
    ],
    tables: [
      { id: 1, label: '1', area_id: 1, min_covers: 1, max_covers: 2, online: true },
      { id: 2, label: '2', area_id: 1, min_covers: 2, max_covers: 4, online: true },
      { id: 3, label: '3', area_id: 1, min_covers: 2, max_covers: 4, online: true },
      { id: 4, label: '12', area_id: 2, min_covers: 4, max_covers: 6, online: true },
      { id: 5, label: 'T1', area_id: 2, min_covers: 1, max_covers: 2, online: false },
    ],
    combinations: [{ id: 9, table_ids: [2, 3], min_covers: 5, max_covers: 8 }],
    turn_times: [...DEFAULT_TURN_TIMES],
    reservations: [],
    ...overrides,
  };
}
