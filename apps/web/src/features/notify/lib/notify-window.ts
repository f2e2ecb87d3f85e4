/**
 * The times a Notify request may name and the window it starts from: an hour either side of the
 * time the diner chose, inside the bookable day (10:00 to 22:00). The shared schema checks it.
 */
import {
  BOOKABLE_TIMES,
  DEFAULT_BOOKING_TIME,
  FIRST_SLOT,
  fromMinutes,
  isBookableTime,
  LAST_SLOT,
  toMinutes,
} from '@tablefor/shared';

export const WINDOW_TIMES = BOOKABLE_TIMES;
const MARGIN_MINUTES = 60;

const clamp = (minutes: number) =>
  Math.min(Math.max(minutes, toMinutes(FIRST_SLOT)), toMinutes(LAST_SLOT));

export function windowAround(time: string): { from: string; to: string } {
  const centre = toMinutes(isBookableTime(time) ? time : DEFAULT_BOOKING_TIME);
  return {
    from: fromMinutes(clamp(centre - MARGIN_MINUTES)),
    to: fromMinutes(clamp(centre + MARGIN_MINUTES)),
  };
}
