import { describe, expect, it } from 'vitest';
import { toUtcReservationTime, utcReservationTime } from './reservation-time.ts';

describe('reservation wire time', () => {
  it('formats an instant as UTC without a zone suffix', () => {
    expect(utcReservationTime(new Date('2026-12-01T03:00:00.000Z'))).toBe('2026-12-01 03:00:00');
  });

  it('converts a Los Angeles 7:00 PM to the next UTC day, in winter and in summer', () => {
    expect(toUtcReservationTime('2026-12-01', '19:00', 'America/Los_Angeles')).toBe(
      '2026-12-02 03:00:00',
    );
    expect(toUtcReservationTime('2026-07-01', '19:00', 'America/Los_Angeles')).toBe(
      '2026-07-02 02:00:00',
    );
  });
});
