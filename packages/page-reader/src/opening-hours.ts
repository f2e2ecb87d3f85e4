/** Weekly hours from schema.org's openingHoursSpecification, built up day by day. */
import { WEEKDAYS, type Weekday, type WeeklyHours } from '@tablefor/shared';
import { isNode, listOf, textOf } from './schema-org-values.ts';

export type Interval = { open: string; close: string };
/** The booking form takes at most four intervals a day. */
const MAX_INTERVALS = 4;

/**
 * Every way a day is written, in English ('Mo', 'Tues', 'Monday'), French, German ('Mo', 'Di'),
 * Spanish, Italian, Portuguese, Dutch and Turkish; two-letter forms only where no language
 * means another day by them.
 */
export const DAY_WORDS: ReadonlyMap<string, Weekday> = new Map(
  (
    [
      ['mon', 'mo mon monday lundi lun montag mo lunes lunedì lunedi segunda maandag pazartesi'],
      [
        'tue',
        'tu tue tues tuesday mardi mar dienstag di martes martedì martedi terça terca dinsdag salı sali',
      ],
      [
        'wed',
        'we wed weds wednesday mercredi mer mittwoch mi miércoles miercoles mié mie mercoledì mercoledi mer quarta woensdag wo çarşamba carsamba',
      ],
      [
        'thu',
        'th thu thur thurs thursday jeudi jeu donnerstag do jueves jue giovedì giovedi gio quinta donderdag perşembe persembe',
      ],
      [
        'fri',
        'fr fri friday vendredi ven freitag viernes vie venerdì venerdi sexta vrijdag vr cuma',
      ],
      [
        'sat',
        'sa sat saturday samedi sam samstag sábado sabado sáb sab sabato zaterdag za cumartesi',
      ],
      ['sun', 'su sun sunday dimanche dim sonntag so domingo dom domenica zondag zo pazar'],
    ] as const
  ).flatMap(([day, words]) => words.split(' ').map((word) => [word, day] as const)),
);

/** 'Monday', 'https://schema.org/Monday', 'Mo', 'Mon.' → 'mon'; anything else (holidays) null. */
export function dayOf(value: string): Weekday | null {
  const word = value.trim().toLowerCase().split(/[/#:]/).pop() ?? '';
  return DAY_WORDS.get(word.replace(/\.$/, '')) ?? null;
}

/** 'HH:MM' from '9:00', '09:00:00' or '24:00' (a closing at midnight: '00:00'); else null. */
export function clockTimeOf(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours % 24).padStart(2, '0')}:${match[2]}`;
}

/** Collects intervals and closed days; a day with any interval is open, whatever else says. */
export class WeeklyHoursBuilder {
  private readonly days = new Map<Weekday, Interval[]>();

  open(days: readonly Weekday[], interval: Interval) {
    for (const day of days) {
      const intervals = this.days.get(day) ?? [];
      const known = intervals.some((i) => i.open === interval.open && i.close === interval.close);
      if (!known && intervals.length < MAX_INTERVALS) intervals.push(interval);
      this.days.set(day, intervals);
    }
  }

  closed(days: readonly Weekday[]) {
    for (const day of days) if (!this.days.has(day)) this.days.set(day, []);
  }

  build(): WeeklyHours {
    const hours: WeeklyHours = {};
    for (const day of WEEKDAYS) {
      const intervals = this.days.get(day);
      if (intervals) hours[day] = [...intervals].sort((a, b) => a.open.localeCompare(b.open));
    }
    return hours;
  }
}

/**
 * openingHoursSpecification: dayOfWeek (names or schema.org URLs, one or a list) with opens and
 * closes. Both '00:00', a 'closed' value or no times at all mark the days closed; a one-day
 * exception (validFrom equal to validThrough, a holiday) is not part of the week.
 */
export function hoursFromSpecifications(value: unknown): WeeklyHours {
  const builder = new WeeklyHoursBuilder();
  for (const spec of listOf(value).filter(isNode)) {
    const from = textOf(spec.validFrom);
    if (from && from === textOf(spec.validThrough)) continue;
    const days = listOf(spec.dayOfWeek)
      .map((day) =>
        typeof day === 'string' ? dayOf(day) : isNode(day) ? dayOf(textOf(day['@id'])) : null,
      )
      .filter((day): day is Weekday => day !== null);
    const opens = textOf(spec.opens);
    const closes = textOf(spec.closes);
    const open = clockTimeOf(opens);
    const close = clockTimeOf(closes);
    const closedAllDay =
      (!opens && !closes) ||
      /closed/i.test(`${opens} ${closes}`) ||
      (open === '00:00' && close === '00:00');
    if (closedAllDay) builder.closed(days);
    else if (open && close) builder.open(days, { open, close });
  }
  return builder.build();
}
