import { describe, expect, it } from 'vitest';
import { weeklyHoursText } from '@tablefor/shared';
import { hoursFromSpecifications } from './opening-hours.ts';
import { parseHoursText } from './opening-hours-text.ts';

const interval = (open: string, close: string) => [{ open, close }];

describe('openingHoursSpecification', () => {
  it('reads day names, schema.org URLs, lists, seconds, closed days and skips holidays', () => {
    const hours = hoursFromSpecifications([
      {
        dayOfWeek: ['https://schema.org/Monday', 'http://schema.org/Tuesday', 'Wednesday'],
        opens: '11:00:00',
        closes: '22:00:00',
      },
      { dayOfWeek: 'Thursday', opens: '11:00', closes: '15:00' },
      { dayOfWeek: 'Thursday', opens: '17:00', closes: '24:00' },
      { dayOfWeek: { '@id': 'schema:Friday' }, opens: '17:00', closes: '02:00' },
      { dayOfWeek: 'Saturday', opens: 'closed', closes: 'closed' },
      { dayOfWeek: 'Sunday', opens: '00:00', closes: '00:00' },
      {
        dayOfWeek: 'Monday',
        opens: '09:00',
        closes: '10:00',
        validFrom: '2025-12-25',
        validThrough: '2025-12-25',
      },
      { dayOfWeek: 'PublicHolidays', opens: '10:00', closes: '12:00' },
    ]);
    expect(hours).toEqual({
      mon: interval('11:00', '22:00'),
      tue: interval('11:00', '22:00'),
      wed: interval('11:00', '22:00'),
      thu: [
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '00:00' },
      ],
      fri: interval('17:00', '02:00'),
      sat: [],
      sun: [],
    });
    expect(weeklyHoursText(hours)).toBe(
      'Mon–Wed 11:00–22:00; Thu 11:00–15:00, 17:00–00:00; Fri 17:00–02:00; Sat–Sun closed',
    );
  });

  it('states nothing for nothing', () => {
    expect(hoursFromSpecifications(undefined)).toEqual({});
    expect(
      hoursFromSpecifications([{ dayOfWeek: 'Monday', opens: 'noonish', closes: '9' }]),
    ).toEqual({});
    expect(weeklyHoursText({})).toBe('');
  });
});

describe('openingHours text', () => {
  it("reads schema.org's form", () => {
    const hours = parseHoursText('Mo-Fr 11:00-22:00; Sa 10:00-23:00; Su closed');
    expect(hours && weeklyHoursText(hours)).toBe(
      'Mon–Fri 11:00–22:00; Sat 10:00–23:00; Sun closed',
    );
    expect(parseHoursText('Mo,We,Fr 09:00-14:00 17:00-22:00')).toEqual({
      mon: [
        { open: '09:00', close: '14:00' },
        { open: '17:00', close: '22:00' },
      ],
      wed: [
        { open: '09:00', close: '14:00' },
        { open: '17:00', close: '22:00' },
      ],
      fri: [
        { open: '09:00', close: '14:00' },
        { open: '17:00', close: '22:00' },
      ],
    });
    expect(parseHoursText('Fr-Mo 18:00-02:00')).toEqual({
      mon: interval('18:00', '02:00'),
      fri: interval('18:00', '02:00'),
      sat: interval('18:00', '02:00'),
      sun: interval('18:00', '02:00'),
    });
  });

  it('reads what pages print: names, 12-hour times, dashes, "daily", "noon"', () => {
    const printed = parseHoursText(
      'Monday – Thursday: 11am – 9:30 p.m., Fri & Sat noon to midnight',
    );
    expect(printed && weeklyHoursText(printed)).toBe('Mon–Thu 11:00–21:30; Fri–Sat 12:00–00:00');
    expect(parseHoursText('Open daily 8am-3pm')).toEqual(
      Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
          day,
          interval('08:00', '15:00'),
        ]),
      ),
    );
  });

  it('reads no hours out of prose or half-written hours', () => {
    for (const text of [
      'We are open from 9',
      'Sunset Blvd',
      'Mo-Fr',
      '11:00-22:00',
      'Mo 25:00-26:00',
      '',
    ]) {
      expect(parseHoursText(text)).toBeNull();
    }
  });
});
