import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '@tablefor/shared';
import { closedOn, nearestFreeTime } from './day-choice';

const evenings = { open: '17:30', close: '22:00' };
const hours: WeeklyHours = {
  mon: [],
  tue: [evenings],
  wed: [evenings],
  thu: [evenings],
  fri: [evenings],
  sat: [evenings],
  sun: [evenings],
};

describe('the booking form reading a day', () => {
  it('is closed on a day the weekly hours leave empty, and only then', () => {
    expect(closedOn(hours, '2026-12-07')).toBe(true); // a Monday
    expect(closedOn(hours, '2026-12-08')).toBe(false);
  });

  it('claims nothing when the restaurant never stated its hours', () => {
    const unstated = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(closedOn(unstated, '2026-12-07')).toBe(false);
  });

  it('moves a wish to the nearest free time, a later one on a tie', () => {
    const slots = [
      { time: '17:00', available: false },
      { time: '17:30', available: true },
      { time: '18:00', available: true },
      { time: '19:00', available: false },
      { time: '20:00', available: true },
    ];
    expect(nearestFreeTime(slots, '17:00')).toBe('17:30');
    expect(nearestFreeTime(slots, '19:00')).toBe('20:00');
    expect(nearestFreeTime(slots, '18:00')).toBe('18:00');
    expect(
      nearestFreeTime(
        slots.map((s) => ({ ...s, available: false })),
        '18:00',
      ),
    ).toBeNull();
  });
});
