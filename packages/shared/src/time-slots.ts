/** Bookable times: every 30 minutes from 10:00 to 22:00, and the five slots around a chosen time. */

export const FIRST_SLOT = '10:00';
export const LAST_SLOT = '22:00';
export const SLOT_MINUTES = 30;
export const SLOT_OFFSETS = [-60, -30, 0, 30, 60] as const;

export function toMinutes(time: string): number {
  const [h = NaN, m = NaN] = time.split(':').map(Number);
  return h * 60 + m;
}

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every bookable time of a day: 10:00, 10:30, ... 22:00. */
export const BOOKABLE_TIMES: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT) - toMinutes(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => fromMinutes(toMinutes(FIRST_SLOT) + i * SLOT_MINUTES),
);

export function isBookableTime(time: string): boolean {
  return BOOKABLE_TIMES.includes(time);
}

/**
 * The five slots at -60, -30, 0, +30, +60 minutes around `time`. Slots before 10:00 (the early
 * edge: 9:00 and 9:30 AM around 10:00) and after 22:00 (10:30 and 11:00 PM) are left out.
 */
export function slotsAround(time: string): string[] {
  const centre = toMinutes(time);
  return SLOT_OFFSETS.map((offset) => centre + offset)
    .filter((m) => m >= toMinutes(FIRST_SLOT) && m <= toMinutes(LAST_SLOT))
    .map(fromMinutes);
}
