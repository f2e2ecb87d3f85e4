import { describe, expect, it } from 'vitest';
import {
  formatClock,
  openingRangesLabel,
  weekdayName,
  weekdaysLabel,
  weeklyHoursRows,
} from './clock-format.ts';

describe('times of day by language', () => {
  it('writes 12-hour times in English and 24-hour times in Spanish', () => {
    expect(formatClock('19:30', 'en')).toBe('7:30 PM');
    expect(formatClock('19:30', 'es')).toBe('19:30');
    expect(formatClock('10:00', 'en')).toBe('10:00 AM');
    expect(formatClock('12:00', 'en')).toBe('12:00 PM');
    expect(formatClock('12:00', 'es')).toBe('12:00');
    expect(formatClock('00:30', 'es')).toBe('0:30');
    expect(formatClock('09:00', 'es')).toBe('9:00');
  });

  it('shows a time it cannot read as given', () => {
    expect(formatClock('soon', 'es')).toBe('soon');
  });
});

describe('weekly hours by language', () => {
  const lunch = [{ open: '11:00', close: '15:00' }];
  const dinner = [{ open: '17:30', close: '22:00' }];

  it('names weekdays in the reader language', () => {
    expect(weekdayName('mon', 'en')).toBe('Mon');
    expect(weekdayName('wed', 'es')).toBe('mié');
    expect(weekdayName('sat', 'es', 'long')).toBe('sábado');
    expect(weekdayName('sun', 'en', 'long')).toBe('Sunday');
  });

  it('groups consecutive days with the same ranges, leaving unstated days out', () => {
    const rows = weeklyHoursRows({ mon: lunch, tue: lunch, wed: [], sat: dinner, sun: dinner });
    expect(rows.map((row) => [row.first, row.last, row.ranges.length])).toEqual([
      ['mon', 'tue', 1],
      ['wed', 'wed', 0],
      ['sat', 'sun', 1],
    ]);
    expect(weeklyHoursRows({ mon: lunch, wed: lunch })).toHaveLength(2);
  });

  it('writes the days and the ranges in Spanish with 24-hour times', () => {
    const [row] = weeklyHoursRows({ mon: [...lunch, ...dinner], tue: [...lunch, ...dinner] });
    expect(row && weekdaysLabel(row, 'es')).toBe('lun–mar');
    expect(row && openingRangesLabel(row.ranges, 'es')).toBe('11:00–15:00, 17:30–22:00');
    expect(row && weekdaysLabel(row, 'en')).toBe('Mon–Tue');
    expect(row && openingRangesLabel(row.ranges, 'en')).toBe('11:00 AM–3:00 PM, 5:30 PM–10:00 PM');
  });
});
