/**
 * OpenStreetMap's opening_hours ('Mo-Fr 11:00-22:00; Sa 10:00-23:00; Su off') as weekly hours.
 * Each rule is read with the page reader's hours grammar; a later rule replaces the days it
 * names, as in OSM. Rules it cannot read (holidays, dates, '24/7', open ends) state nothing, so
 * their days stay absent rather than guessed.
 */
import { parseHoursText } from '@tablefor/page-reader';
import { WEEKDAYS, type WeeklyHours } from '@tablefor/shared';

const WEEKDAY_RULE = /^(mo|tu|we|th|fr|sa|su)\b/i;

export function parseOsmOpeningHours(text: string): WeeklyHours | null {
  const rules = text
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => WEEKDAY_RULE.test(rule))
    .map((rule) => parseHoursText(rule.replace(/\boff\b/gi, 'closed')))
    .filter((hours): hours is WeeklyHours => hours !== null);
  if (rules.length === 0) return null;
  const hours: WeeklyHours = Object.assign({}, ...rules);
  const week: WeeklyHours = {};
  for (const day of WEEKDAYS) if (hours[day]) week[day] = hours[day];
  return week;
}
