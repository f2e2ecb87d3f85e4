import { describe, expect, it } from 'vitest';
import {
  bookingDefaults,
  bookingFormError,
  bookingSearch,
  hasBookingParams,
} from './booking-form-defaults';

const TODAY = '2025-08-31';
const params = (query: string) => new URLSearchParams(query);

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
