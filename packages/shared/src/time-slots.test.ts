import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-format.ts';
import { BOOKABLE_TIMES, slotsAround } from './time-slots.ts';

describe('slotsAround', () => {
  it('gives five slots around a mid-evening time', () => {
    expect(slotsAround('19:00')).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
  });
  it('hides 9:00 and 9:30 AM at the early edge', () => {
    expect(slotsAround('10:00')).toEqual(['10:00', '10:30', '11:00']);
    expect(slotsAround('10:30')).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });
  it('hides 10:30 and 11:00 PM at the late edge', () => {
    expect(slotsAround('22:00')).toEqual(['21:00', '21:30', '22:00']);
    expect(slotsAround('21:30')).toEqual(['20:30', '21:00', '21:30', '22:00']);
  });
});

it('bookable times run 10:00 to 22:00 every 30 minutes', () => {
  expect(BOOKABLE_TIMES[0]).toBe('10:00');
  expect(BOOKABLE_TIMES.at(-1)).toBe('22:00');
  expect(BOOKABLE_TIMES).toHaveLength(25);
});

it('formats h:mm A in English', () => {
  expect(formatClock('19:00', 'en')).toBe('7:00 PM');
  expect(formatClock('12:30', 'en')).toBe('12:30 PM');
  expect(formatClock('10:00', 'en')).toBe('10:00 AM');
});
