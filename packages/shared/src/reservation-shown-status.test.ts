import { describe, expect, it } from 'vitest';
import { reservationStatuses } from './reservation-rules.ts';
import { isUpcomingReservation, shownReservationStatus } from './reservation-shown-status.ts';

const NOW = new Date('2026-07-01T20:00:00.000Z');
const at = (iso: string) => ({ reservation_time: iso });

describe('shownReservationStatus', () => {
  it('reads a confirmed reservation whose time has passed as completed', () => {
    expect(
      shownReservationStatus({ ...at('2026-07-01T19:59:00.000Z'), status: 'confirmed' }, NOW),
    ).toBe('completed');
    expect(
      shownReservationStatus({ ...at('2026-07-01T20:00:00.000Z'), status: 'confirmed' }, NOW),
    ).toBe('completed');
  });

  it('keeps a confirmed reservation still ahead confirmed', () => {
    expect(
      shownReservationStatus({ ...at('2026-07-01T20:01:00.000Z'), status: 'confirmed' }, NOW),
    ).toBe('confirmed');
  });

  it('keeps every other status as stored, past or not', () => {
    for (const status of reservationStatuses.filter((s) => s !== 'confirmed')) {
      expect(shownReservationStatus({ ...at('2026-06-30T19:00:00.000Z'), status }, NOW)).toBe(
        status,
      );
    }
  });
});

describe('isUpcomingReservation', () => {
  it('is upcoming until its start, and never for a time it cannot read', () => {
    expect(isUpcomingReservation(at('2026-07-01T20:00:01.000Z'), NOW)).toBe(true);
    expect(isUpcomingReservation(at('2026-07-01T20:00:00.000Z'), NOW)).toBe(false);
    expect(isUpcomingReservation(at('not a time'), NOW)).toBe(false);
  });
});
