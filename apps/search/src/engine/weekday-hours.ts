/** A result's `hours`: its weekly hours as display text per weekday name, as the spec shows them. */
import { WEEKDAYS, weekdayNames, type Company, type WeeklyHours } from '@tablefor/shared';

/** {mon: [{open: '11:00', close: '22:00'}], sun: []} → {monday: '11:00-22:00', sunday: 'Closed'}. */
export function hoursByWeekday(weekly: WeeklyHours): Company['hours'] {
  const hours: Company['hours'] = {};
  WEEKDAYS.forEach((day, index) => {
    const intervals = weekly[day];
    const name = weekdayNames[index];
    if (!intervals || !name) return;
    hours[name] = intervals.length
      ? intervals.map(({ open, close }) => `${open}-${close}`).join(', ')
      : 'Closed';
  });
  return hours;
}
