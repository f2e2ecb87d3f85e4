import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bookableDates,
  bookingDateRange,
  isAllowedBookingDate,
  restaurantToday,
} from './booking-dates.ts';
import { bookingChoiceProblems, bookingTimeProblem } from './booking-window.ts';
import { DEFAULT_TIME_ZONE } from './restaurant-rules.ts';

const TODAY = '2025-08-31';
const LA = 'America/Los_Angeles';

describe('allowed booking dates', () => {
  it('run from today to six months ahead, clamped to month ends', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2025-01-15', 6)).toBe('2025-07-15');
    expect(bookingDateRange(TODAY)).toEqual({ min: TODAY, max: '2026-02-28' });
  });

  it('refuse past, too-late and malformed dates', () => {
    expect(isAllowedBookingDate(TODAY, TODAY)).toBe(true);
    expect(isAllowedBookingDate('2026-02-28', TODAY)).toBe(true);
    expect(isAllowedBookingDate('2025-08-30', TODAY)).toBe(false);
    expect(isAllowedBookingDate('2026-03-01', TODAY)).toBe(false);
    expect(isAllowedBookingDate('2025-09-31', TODAY)).toBe(false);
    expect(isAllowedBookingDate('tomorrow', TODAY)).toBe(false);
  });

  it("take 'today' from the restaurant's time zone", () => {
    const lateEvening = new Date('2025-09-01T05:30:00Z'); // 22:30 on Aug 31 in Los Angeles
    expect(restaurantToday(LA, lateEvening)).toBe('2025-08-31');
    expect(restaurantToday('Not/AZone', lateEvening)).toBe('2025-08-31');
    expect(restaurantToday(DEFAULT_TIME_ZONE, new Date('2025-03-01T05:00:00Z'))).toBe('2025-02-28');
  });

  it('list every bookable date for the search bar, today through six months ahead', () => {
    const dates = bookableDates('2025-01-15');
    expect(dates[0]).toBe('2025-01-15');
    expect(dates.at(-1)).toBe('2025-07-15');
    expect(isAllowedBookingDate('2025-07-16', '2025-01-15')).toBe(false);
    expect(isAllowedBookingDate('2025-01-14', '2025-01-15')).toBe(false);
  });

  it('give a change 21 days', () => {
    expect(bookingDateRange('2026-11-23', 'modify')).toEqual({
      min: '2026-11-23',
      max: '2026-12-14',
    });
  });
});

describe('bookingTimeProblem (the API)', () => {
  const now = new Date('2025-08-31T20:00:00Z'); // 13:00 in Los Angeles
  const at = (iso: string) => new Date(iso);

  it('accepts a bookable future time inside the window', () => {
    expect(bookingTimeProblem(at('2025-09-01T02:00:00Z'), LA, now, 'book')).toBeNull();
  });

  it('names the time, a past time, and each window', () => {
    expect(bookingTimeProblem(at('2025-09-01T02:15:00Z'), LA, now, 'book')?.message).toBe('time');
    expect(bookingTimeProblem(at('2025-08-31T19:00:00Z'), LA, now, 'book')?.message).toBe(
      'futureTime',
    );
    expect(bookingTimeProblem(at('2026-03-01T20:00:00Z'), LA, now, 'book')?.message).toBe(
      'tooFarAhead',
    );
    expect(bookingTimeProblem(at('2026-02-28T20:00:00Z'), LA, now, 'book')).toBeNull();
    expect(bookingTimeProblem(at('2025-09-22T20:00:00Z'), LA, now, 'modify')?.message).toBe(
      'modifyTooFarAhead',
    );
    expect(bookingTimeProblem(at('2025-09-21T20:00:00Z'), LA, now, 'modify')).toBeNull();
  });
});

describe('bookingChoiceProblems (the forms)', () => {
  const now = new Date('2025-08-31T20:00:00Z');
  const keys = (choice: Parameters<typeof bookingChoiceProblems>[0], purpose: 'book' | 'modify') =>
    bookingChoiceProblems(choice, LA, now, purpose).map((p) => `${p.field}:${p.message}`);

  it('asks a booking for party size, then date, then time', () => {
    expect(keys({ date: '', time: '', partySize: 0 }, 'book')).toEqual([
      'partySize:partySize',
      'date:date',
      'time:time',
    ]);
    expect(keys({ date: '2026-03-01', time: '17:00', partySize: 2 }, 'book')).toEqual([
      'date:date',
    ]);
    expect(keys({ date: TODAY, time: '12:30', partySize: 2 }, 'book')).toEqual(['time:futureTime']);
  });

  it('asks a change for a new date, a new time and the party size', () => {
    expect(keys({ date: '', time: '', partySize: '' }, 'modify')).toEqual([
      'date:newDate',
      'time:newTime',
      'partySize:newPartySize',
    ]);
    expect(keys({ date: '2025-09-22', time: '19:00', partySize: '2' }, 'modify')).toEqual([
      'date:modifyTooFarAhead',
    ]);
  });
});
