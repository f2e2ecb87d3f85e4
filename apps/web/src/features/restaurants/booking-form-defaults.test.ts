import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bookingDateRange,
  bookingDefaults,
  bookingFormError,
  bookingSearch,
  hasBookingParams,
  isAllowedBookingDate,
  restaurantToday,
} from './booking-form-defaults';

const TODAY = '2025-08-31';
const params = (query: string) => new URLSearchParams(query);

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
    expect(restaurantToday('America/Los_Angeles', lateEvening)).toBe('2025-08-31');
    expect(restaurantToday('Not/AZone', lateEvening)).toBe('2025-08-31');
  });
});

describe('form defaults', () => {
  it('are today, 17:00 and 2 people without URL values', () => {
    expect(bookingDefaults(params(''), TODAY)).toEqual({
      date: TODAY,
      time: '17:00',
      partySize: 2,
    });
    expect(hasBookingParams(params('view=reservations'))).toBe(false);
  });

  it('take ?date=&time=&partySize= when they are allowed', () => {
    const query = params('date=2025-09-05&time=19:30&partySize=6');
    expect(hasBookingParams(query)).toBe(true);
    expect(bookingDefaults(query, TODAY)).toEqual({
      date: '2025-09-05',
      time: '19:30',
      partySize: 6,
    });
  });

  it('fall back per value when a URL value is not allowed', () => {
    const query = params('date=2024-01-01&time=19:15&partySize=21');
    expect(bookingDefaults(query, TODAY)).toEqual({ date: TODAY, time: '17:00', partySize: 2 });
    expect(bookingDefaults(params('time=09:30&partySize=0'), TODAY)).toMatchObject({
      time: '17:00',
      partySize: 2,
    });
    expect(bookingDefaults(params('time=22:00&partySize=20'), TODAY)).toMatchObject({
      time: '22:00',
      partySize: 20,
    });
  });
});

describe('bookingFormError', () => {
  const zone = 'America/Los_Angeles';
  const now = new Date('2025-08-31T20:00:00Z'); // 13:00 in Los Angeles

  it('accepts a later time today and any allowed later date', () => {
    expect(bookingFormError({ date: TODAY, time: '17:00', partySize: 2 }, zone, now)).toBeNull();
    expect(bookingFormError({ date: '2025-09-10', time: '10:00', partySize: 20 }, zone, now)).toBe(
      null,
    );
  });

  it('names the first problem', () => {
    expect(bookingFormError({ date: TODAY, time: '12:30', partySize: 2 }, zone, now)).toBe(
      'futureTime',
    );
    expect(bookingFormError({ date: '', time: '17:00', partySize: 2 }, zone, now)).toBe('date');
    expect(bookingFormError({ date: TODAY, time: '', partySize: 2 }, zone, now)).toBe('time');
    expect(bookingFormError({ date: TODAY, time: '17:00', partySize: 0 }, zone, now)).toBe(
      'partySize',
    );
  });
});

it('bookingSearch writes the reservation page query', () => {
  expect(bookingSearch({ date: '2025-09-05', time: '19:30', partySize: 4 })).toBe(
    '?date=2025-09-05&time=19:30&partySize=4',
  );
});
