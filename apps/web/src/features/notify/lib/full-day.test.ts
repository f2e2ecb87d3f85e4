import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '@tablefor/shared';
import { isFullDay } from './full-day';

const evenings = { open: '17:00', close: '23:00' };
// Open every evening but Monday (2026-12-07 is a Monday).
const hours = {
  mon: [],
  tue: [evenings],
  wed: [evenings],
  thu: [evenings],
  fri: [evenings],
  sat: [evenings],
  sun: [evenings],
} as WeeklyHours;
const taken = (...times: string[]) => times.map((time) => ({ time, available: false }));
// Thu 3 Dec 2026, noon in Los Angeles.
const now = new Date('2026-12-03T20:00:00.000Z');
const day = (date: string, slots = taken('18:00', '19:00', '20:00')) => ({
  slots,
  hours,
  date,
  timeZone: 'America/Los_Angeles',
});

describe('isFullDay', () => {
  it('is full when every time of an open day is taken', () => {
    expect(isFullDay(day('2026-12-04'), now)).toBe(true);
  });

  it('is not full while one time is free', () => {
    const slots = [...taken('18:00', '19:00'), { time: '20:00', available: true }];
    expect(isFullDay(day('2026-12-04', slots), now)).toBe(false);
  });

  it('is not full on a day the restaurant is closed', () => {
    expect(isFullDay(day('2026-12-07'), now)).toBe(false);
  });

  it('is not full when the open times taken are all past', () => {
    const evening = new Date('2026-12-04T05:30:00.000Z'); // Thu 3 Dec, 9:30 PM
    expect(isFullDay(day('2026-12-03'), evening)).toBe(false);
  });

  it('is not full without any time', () => {
    expect(isFullDay(day('2026-12-04', []), now)).toBe(false);
  });
});
