import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '@tablefor/shared';
import {
  coversDuring,
  isOpenForSitting,
  slotsFor,
  type BookableRestaurant,
} from './sitting-rules.ts';

const WEDNESDAY = '2030-01-02';
const hours = {
  wed: [
    { open: '11:30', close: '14:30' },
    { open: '17:30', close: '22:00' },
  ],
};

describe('isOpenForSitting', () => {
  it.each([
    ['11:30', true],
    ['13:00', true],
    ['13:30', false],
    ['15:00', false],
    ['17:00', false],
    ['20:30', true],
    ['21:00', false],
  ])('%s with a 90-minute sitting: %s', (time, open) => {
    expect(isOpenForSitting(hours, WEDNESDAY, time, 90)).toBe(open);
  });

  it('is closed on a day without hours', () => {
    expect(isOpenForSitting(hours, '2030-01-03', '12:00', 60)).toBe(false);
  });

  it('reads a closing at or before the opening as after midnight', () => {
    const late = { wed: [{ open: '18:00', close: '02:00' }] };
    expect(isOpenForSitting(late, WEDNESDAY, '22:00', 120)).toBe(true);
    expect(isOpenForSitting(late, WEDNESDAY, '17:30', 60)).toBe(false);
  });
});

describe('coversDuring', () => {
  const at = (time: string) => new Date(`${WEDNESDAY}T${time}:00Z`);
  const bookings = [
    { start: at('19:00'), party_size: 4 },
    { start: at('20:30'), party_size: 2 },
  ];
  it('counts bookings whose sitting overlaps the slot, not those that just touch it', () => {
    expect(coversDuring(at('17:30'), 90, bookings)).toBe(0);
    expect(coversDuring(at('18:00'), 90, bookings)).toBe(4);
    expect(coversDuring(at('19:30'), 90, bookings)).toBe(6);
    expect(coversDuring(at('22:00'), 90, bookings)).toBe(0);
  });
});

describe('slotsFor', () => {
  const restaurant: BookableRestaurant = {
    id: 1,
    opening_hours: { wed: [{ open: '10:00', close: '23:00' }] },
    time_zone: 'America/New_York',
    capacity_per_slot: 6,
    dining_duration_minutes: 60,
  };
  const local = (time: string) => zonedTimeToUtc(WEDNESDAY, time, 'America/New_York');

  it('closes slots that have started, in the restaurant time zone', () => {
    const slots = slotsFor(
      restaurant,
      WEDNESDAY,
      ['18:00', '18:30', '19:00'],
      2,
      local('18:30'),
      [],
    );
    expect(slots).toEqual([
      { time: '18:00', available: false },
      { time: '18:30', available: false },
      { time: '19:00', available: true },
    ]);
  });

  it('closes slots where the party would exceed capacity', () => {
    const bookings = [{ start: local('19:00'), party_size: 5 }];
    const slots = slotsFor(
      restaurant,
      WEDNESDAY,
      ['18:00', '18:30', '19:00'],
      2,
      local('09:00'),
      bookings,
    );
    expect(slots.map((slot) => slot.available)).toEqual([true, false, false]);
  });
});
