import { describe, expect, it } from 'vitest';
import { restaurantInputSchema } from '@tablefor/shared';
import {
  copyMondayToAll,
  emptyWeek,
  incompleteDays,
  openingHoursOf,
  operationHoursText,
  weekFromOpeningHours,
  type WeekHours,
} from './weekly-hours';

function week(days: Partial<WeekHours>): WeekHours {
  return { ...emptyWeek(), ...days };
}
const open = (from: string, to: string) => ({ closed: false, ranges: [{ open: from, close: to }] });
const closed = { closed: true, ranges: [{ open: '', close: '' }] };

describe('weekly hours', () => {
  it("writes the spec's text: shared hours grouped, closed days named", () => {
    const hours = week({
      mon: open('11:00', '22:00'),
      tue: open('11:00', '22:00'),
      wed: open('11:00', '22:00'),
      thu: open('11:00', '22:00'),
      fri: open('11:00', '22:00'),
      sat: open('10:00', '23:00'),
      sun: closed,
    });
    expect(operationHoursText(hours)).toBe('Mon–Fri 11:00–22:00; Sat 10:00–23:00; Sun closed');
    expect(openingHoursOf(hours)).toEqual({
      mon: [{ open: '11:00', close: '22:00' }],
      tue: [{ open: '11:00', close: '22:00' }],
      wed: [{ open: '11:00', close: '22:00' }],
      thu: [{ open: '11:00', close: '22:00' }],
      fri: [{ open: '11:00', close: '22:00' }],
      sat: [{ open: '10:00', close: '23:00' }],
      sun: [],
    });
  });

  it('lists split shifts and runs past midnight as the schema allows', () => {
    const hours = week({
      mon: closed,
      tue: closed,
      wed: closed,
      thu: closed,
      fri: {
        closed: false,
        ranges: [
          { open: '11:30', close: '14:00' },
          { open: '18:00', close: '01:00' },
        ],
      },
      sat: closed,
      sun: closed,
    });
    expect(operationHoursText(hours)).toBe(
      'Mon–Thu closed; Fri 11:30–14:00, 18:00–01:00; Sat–Sun closed',
    );
    expect(restaurantInputSchema.shape.opening_hours.safeParse(openingHoursOf(hours)).success).toBe(
      true,
    );
  });

  it("gives no text when no day is open, so the schema says 'Operation hours is required'", () => {
    expect(operationHoursText(emptyWeek())).toBe('');
    const allClosed = copyMondayToAll(week({ mon: closed }));
    expect(operationHoursText(allClosed)).toBe('');
  });

  it('finds a day with an opening time but no closing time', () => {
    const hours = week({ tue: { closed: false, ranges: [{ open: '09:00', close: '' }] } });
    expect(incompleteDays(hours)).toEqual(['tue']);
    expect(incompleteDays(week({ tue: { ...hours.tue, closed: true } }))).toEqual([]);
  });

  it('copies Monday to every day', () => {
    const copied = copyMondayToAll(week({ mon: open('08:00', '15:00') }));
    expect(operationHoursText(copied)).toBe('Mon–Sun 08:00–15:00');
  });

  it('reads stated hours into the editor, days without ranges closed', () => {
    const editor = weekFromOpeningHours({ mon: [{ open: '12:00', close: '20:00' }], tue: [] });
    expect(editor.mon).toEqual(open('12:00', '20:00'));
    expect(editor.tue.closed).toBe(true);
    expect(operationHoursText(editor)).toBe('Mon 12:00–20:00; Tue–Sun closed');
  });
});
