import { describe, expect, it } from 'vitest';
import { weekdayKeyOf, weeklyHoursText } from './weekdays.ts';

describe('weekdays', () => {
  it('names the weekday of a date, Monday to Sunday', () => {
    expect(weekdayKeyOf('2024-07-01')).toBe('mon');
    expect(weekdayKeyOf('2024-07-04')).toBe('thu');
    expect(weekdayKeyOf('2024-07-07')).toBe('sun');
  });

  it('writes weekly hours as listings show them, leaving unstated days out', () => {
    const lunch = [{ open: '11:00', close: '15:00' }];
    expect(weeklyHoursText({ mon: lunch, tue: lunch, wed: [], sat: lunch, sun: lunch })).toBe(
      'Mon–Tue 11:00–15:00; Wed closed; Sat–Sun 11:00–15:00',
    );
    expect(weeklyHoursText({ mon: lunch, wed: lunch })).toBe('Mon 11:00–15:00; Wed 11:00–15:00');
    expect(weeklyHoursText({})).toBe('');
  });
});
