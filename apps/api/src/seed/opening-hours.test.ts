import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@tablefor/shared';
import { describeOpeningHours, formatClock, randomOpeningHours } from './opening-hours.ts';
import { createRandom } from './prng.ts';

describe('opening hours', () => {
  it('formats clock times the way the cards show them', () => {
    expect(formatClock('11:30')).toBe('11:30 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
    expect(formatClock('22:00')).toBe('10:00 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
  });

  it('groups consecutive days with the same hours', () => {
    const lunchAndDinner = { open: '11:30', close: '22:00' };
    expect(
      describeOpeningHours({
        mon: [lunchAndDinner],
        tue: [lunchAndDinner],
        wed: [lunchAndDinner],
        thu: [lunchAndDinner],
        fri: [{ open: '11:30', close: '23:00' }],
        sat: [{ open: '11:30', close: '23:00' }],
        sun: [{ open: '10:00', close: '21:00' }],
      }),
    ).toBe('Mon-Thu 11:30 am-10:00 pm, Fri-Sat 11:30 am-11:00 pm, Sun 10:00 am-9:00 pm');
  });

  it('leaves closed days out of the text and the structure alike', () => {
    const random = createRandom(3);
    for (let index = 0; index < 50; index += 1) {
      const hours = randomOpeningHours(random);
      const text = describeOpeningHours(hours);
      const openDays = WEEKDAYS.filter((day) => hours[day]?.length);
      expect(openDays.length).toBeGreaterThanOrEqual(5);
      expect(text.length).toBeGreaterThan(0);
      for (const intervals of Object.values(hours)) {
        for (const { open, close } of intervals) expect(open < close).toBe(true);
      }
    }
  });
});
