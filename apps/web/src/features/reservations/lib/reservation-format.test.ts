import { describe, expect, it } from 'vitest';
import { formatClock, isUpcomingReservation, type ReservationStatus } from '@tablefor/shared';
import { formatReservationDate, nextReservation, splitReservations } from './reservation-format';

const at = (iso: string, status: ReservationStatus = 'confirmed') => ({
  reservation_time: iso,
  status,
});

describe('reservation formatting', () => {
  it('shows the time as h:mm A in English and on the 24-hour clock in Spanish', () => {
    expect(formatClock('19:30', 'en')).toBe('7:30 PM');
    expect(formatClock('10:00', 'en')).toBe('10:00 AM');
    expect(formatClock('12:00', 'en')).toBe('12:00 PM');
    expect(formatClock('19:30', 'es')).toBe('19:30');
  });

  it('shows the date as MMM D, YYYY, from the wall-clock date without shifting zones', () => {
    expect(formatReservationDate('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatReservationDate('2027-01-31')).toBe('Jan 31, 2027');
  });

  it('uses the Spanish month form for Spanish', () => {
    expect(formatReservationDate('2026-11-03', 'es')).toMatch(/^3 nov\.? 2026$/);
  });
});

describe('future or past', () => {
  const now = new Date('2026-11-23T18:00:00Z');

  it('is future only while the start time is still ahead', () => {
    expect(isUpcomingReservation(at('2026-11-23T18:00:01Z'), now)).toBe(true);
    expect(isUpcomingReservation(at('2026-11-23T18:00:00Z'), now)).toBe(false);
    expect(isUpcomingReservation(at('2026-11-22T03:00:00Z'), now)).toBe(false);
  });

  it('splits upcoming soonest first and past latest first', () => {
    const list = [
      at('2026-11-20T18:00:00Z'),
      at('2026-12-01T18:00:00Z'),
      at('2026-11-24T18:00:00Z'),
      at('2026-11-22T18:00:00Z'),
    ];
    const { upcoming, past } = splitReservations(list, now);
    expect(upcoming.map((r) => r.reservation_time)).toEqual([
      '2026-11-24T18:00:00Z',
      '2026-12-01T18:00:00Z',
    ]);
    expect(past.map((r) => r.reservation_time)).toEqual([
      '2026-11-22T18:00:00Z',
      '2026-11-20T18:00:00Z',
    ]);
  });

  it('puts a cancelled or declined reservation with the past, whatever its date', () => {
    const list = [
      at('2026-11-20T18:00:00Z', 'cancelled'),
      at('2026-12-01T18:00:00Z', 'cancelled'),
      at('2026-11-30T18:00:00Z', 'declined'),
      at('2026-11-24T18:00:00Z'),
    ];
    const { upcoming, past } = splitReservations(list, now);
    expect(upcoming.map((r) => r.reservation_time)).toEqual(['2026-11-24T18:00:00Z']);
    expect(past.map((r) => r.reservation_time)).toEqual([
      '2026-12-01T18:00:00Z',
      '2026-11-30T18:00:00Z',
      '2026-11-20T18:00:00Z',
    ]);
  });

  it('picks the soonest future reservation that is not cancelled or declined, or none', () => {
    const list = [
      at('2026-11-24T01:00:00Z', 'cancelled'),
      at('2026-11-24T02:00:00Z', 'declined'),
      at('2026-11-25T18:00:00Z'),
      at('2026-11-24T18:00:00Z', 'pending_callback'),
    ];
    expect(nextReservation(list, now)?.reservation_time).toBe('2026-11-24T18:00:00Z');
    expect(nextReservation([at('2026-11-20T18:00:00Z')], now)).toBeNull();
  });
});
