/** A restaurant card's quick-book times: 6:00, 6:30 and 7:00 PM today for two (server and web). */
import type { TimeSlot } from './search.ts';

export const QUICK_BOOK_TIMES = ['18:00', '18:30', '19:00'] as const;

/** The search time whose five slots (17:30-19:30) include every quick-book time. */
export const QUICK_BOOK_SEARCH_TIME = '18:30';

/**
 * The quick-book times with their availability taken from `slots`; a time the slots do not
 * mention is unavailable, since a table is only shown as free when it is known to be.
 */
export function quickBookSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  return QUICK_BOOK_TIMES.map((time) => ({
    time,
    available: slots.some((slot) => slot.time === time && slot.available),
  }));
}
