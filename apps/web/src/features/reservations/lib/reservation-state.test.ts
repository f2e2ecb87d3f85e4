import { describe, expect, it } from 'vitest';
import { testReservation } from '@/test/test-reservation';
import { reservationPhase, reservationStatusNote } from './reservation-state';

const now = new Date('2026-07-01T12:00:00.000Z');
const future = { reservation_time: '2026-07-02T02:00:00.000Z' };
const past = { reservation_time: '2026-06-30T02:00:00.000Z' };

describe('reservation phase', () => {
  it('follows the status the restaurant set, then the clock', () => {
    const phaseOf = (overrides: Parameters<typeof testReservation>[0]) =>
      reservationPhase(testReservation(overrides), now);
    expect(phaseOf({ ...future, status: 'confirmed' })).toBe('upcoming');
    expect(phaseOf({ ...future, status: 'pending_callback' })).toBe('upcoming');
    expect(phaseOf({ ...past, status: 'confirmed' })).toBe('completed');
    expect(phaseOf({ ...past, status: 'seated' })).toBe('completed');
    expect(phaseOf({ ...past, status: 'completed' })).toBe('completed');
    expect(phaseOf({ ...future, status: 'declined' })).toBe('declined');
    expect(phaseOf({ ...past, status: 'no_show' })).toBe('no_show');
    expect(phaseOf({ ...future, status: 'cancelled' })).toBe('cancelled');
  });

  it('adds a word in lists for what is not a plain confirmed reservation', () => {
    expect(reservationStatusNote({ status: 'pending_callback' }, false)).toBe('pending_callback');
    expect(reservationStatusNote({ status: 'pending_callback' }, true)).toBeNull();
    expect(reservationStatusNote({ status: 'declined' }, false)).toBe('declined');
    expect(reservationStatusNote({ status: 'no_show' }, true)).toBe('no_show');
    expect(reservationStatusNote({ status: 'confirmed' }, false)).toBeNull();
    expect(reservationStatusNote({ status: 'completed' }, true)).toBeNull();
  });
});
