/**
 * Weekly hours written as text: schema.org's openingHours ('Mo-Fr 11:00-22:00', 'Sa 10:00-23:00')
 * and what pages print ('Mon–Fri: 11am–10pm; Sun closed'). Strict: a text with anything the
 * grammar does not know states no structured hours (null), so prose is never misread as hours.
 */
import { WEEKDAYS, type Weekday, type WeeklyHours } from '@tablefor/shared';
import { DAY_WORDS, WeeklyHoursBuilder, type Interval } from './opening-hours.ts';

type Token =
  | { kind: 'day'; days: Weekday[] }
  | { kind: 'time'; value: string }
  | { kind: 'to' }
  | { kind: 'and' }
  | { kind: 'break' }
  | { kind: 'closed' };

const TIME_12 = /(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?(?![a-z])/y;
const TIME_24 = /(\d{1,2})[:.h](\d{2})(?::\d{2})?(?![\d])/y;
const WORD = /\p{L}+\.?/uy;
const PUNCTUATION: Record<string, Token['kind'] | 'skip'> = {
  '-': 'to',
  ',': 'and',
  '&': 'and',
  '+': 'and',
  ';': 'break',
  '|': 'break',
  '\n': 'break',
  ':': 'skip',
};
const WORDS: Record<string, Token | 'skip'> = {
  to: { kind: 'to' },
  through: { kind: 'to' },
  thru: { kind: 'to' },
  until: { kind: 'to' },
  and: { kind: 'and' },
  closed: { kind: 'closed' },
  daily: { kind: 'day', days: [...WEEKDAYS] },
  everyday: { kind: 'day', days: [...WEEKDAYS] },
  // French, German, Spanish, Italian, Portuguese, Dutch, Turkish.
  à: { kind: 'to' },
  au: { kind: 'to' },
  minuit: { kind: 'time', value: '00:00' },
  mitternacht: { kind: 'time', value: '00:00' },
  medianoche: { kind: 'time', value: '00:00' },
  mezzanotte: { kind: 'time', value: '00:00' },
  midi: { kind: 'time', value: '12:00' },
  a: { kind: 'to' },
  às: { kind: 'to' },
  bis: { kind: 'to' },
  alle: { kind: 'to' },
  al: { kind: 'to' },
  hasta: { kind: 'to' },
  tot: { kind: 'to' },
  et: { kind: 'and' },
  und: { kind: 'and' },
  y: { kind: 'and' },
  e: { kind: 'and' },
  en: { kind: 'and' },
  ve: { kind: 'and' },
  fermé: { kind: 'closed' },
  ferme: { kind: 'closed' },
  fermeture: { kind: 'closed' },
  geschlossen: { kind: 'closed' },
  ruhetag: { kind: 'closed' },
  cerrado: { kind: 'closed' },
  chiuso: { kind: 'closed' },
  fechado: { kind: 'closed' },
  gesloten: { kind: 'closed' },
  kapalı: { kind: 'closed' },
  de: 'skip',
  du: 'skip',
  von: 'skip',
  dalle: 'skip',
  dal: 'skip',
  ore: 'skip',
  das: 'skip',
  desde: 'skip',
  van: 'skip',
  le: 'skip',
  el: 'skip',
  il: 'skip',
  lunch: 'skip',
  dinner: 'skip',
  brunch: 'skip',
  breakfast: 'skip',
  noon: { kind: 'time', value: '12:00' },
  midnight: { kind: 'time', value: '00:00' },
  open: 'skip',
  from: 'skip',
  every: 'skip',
  day: 'skip',
  hours: 'skip',
};

const pad = (hours: number, minutes: string) => `${String(hours).padStart(2, '0')}:${minutes}`;

function timeAt(text: string, at: number): { value: string; end: number } | null {
  TIME_12.lastIndex = at;
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const hours = Number(twelve[1]);
    if (hours < 1 || hours > 12) return null;
    const minutes = twelve[2] ?? '00';
    return {
      value: pad((hours % 12) + (twelve[3] === 'p' ? 12 : 0), minutes),
      end: TIME_12.lastIndex,
    };
  }
  TIME_24.lastIndex = at;
  const clock = TIME_24.exec(text);
  if (!clock || Number(clock[1]) > 24 || Number(clock[2]) > 59) return null;
  if (Number(clock[1]) === 24 && clock[2] !== '00') return null;
  return { value: pad(Number(clock[1]) % 24, clock[2] ?? '00'), end: TIME_24.lastIndex };
}

/** Phrases and spellings read as the grammar's words: 'tous les jours' daily, '17 Uhr' 17:00. */
const REWRITES: [RegExp, string][] = [
  [/[–—〜~]/g, '-'],
  [/-?feira\b/g, ''],
  [
    /\b(?:every\s+day|7\s+days\s+a\s+week|tous\s+les\s+jours|todos\s+los\s+d[ií]as|tutti\s+i\s+giorni|todos\s+os\s+dias|her\s+g[üu]n|t[äa]glich|dagelijks|diariamente)(?![\p{L}])/gu,
    ' daily ',
  ],
  [/(\d{1,2})\s*(?:uhr|h)(?![\p{L}\d])/gu, '$1:00'],
];

/** '6:30–10 pm', '1–4 pm': an opening without am/pm shares the closing's, when it comes first. */
const SHARED_MERIDIEM =
  /(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s*-\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/g;

function withSharedMeridiem(text: string): string {
  return text.replace(SHARED_MERIDIEM, (whole, open, openMinutes, close, closeMinutes, half) => {
    const inHalf = (hours: string) => (Number(hours) % 12) + (half === 'p' ? 12 : 0);
    const [from, to] = [inHalf(open) * 60 + Number(openMinutes ?? 0), inHalf(close) * 60];
    if (Number(open) > 12 || from > to + Number(closeMinutes ?? 0)) return whole;
    const minutes = (value: string | undefined) => (value ? `:${value}` : '');
    return `${open}${minutes(openMinutes)}${half}m-${close}${minutes(closeMinutes)}${half}m`;
  });
}

function tokenize(source: string): Token[] | null {
  const text = withSharedMeridiem(
    REWRITES.reduce(
      (result, [pattern, replacement]) => result.replace(pattern, replacement),
      source.toLowerCase(),
    ),
  );
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char !== '\n' && /\s/.test(char)) {
      at += 1;
      continue;
    }
    const time = /\d/.test(char) ? timeAt(text, at) : null;
    if (time) {
      tokens.push({ kind: 'time', value: time.value });
      at = time.end;
      continue;
    }
    const punctuation = PUNCTUATION[char];
    if (punctuation) {
      if (punctuation !== 'skip') tokens.push({ kind: punctuation } as Token);
      at += 1;
      continue;
    }
    WORD.lastIndex = at;
    const word = WORD.exec(text)?.[0];
    if (!word) return null;
    const day = DAY_WORDS.get(word.replace(/\.$/, ''));
    const known = day
      ? ({ kind: 'day', days: [day] } as Token)
      : Object.hasOwn(WORDS, word)
        ? WORDS[word]
        : null;
    if (!known) return null;
    if (known !== 'skip') tokens.push(known);
    at += word.length;
  }
  return tokens;
}

/** 'Fr'-'Mo' runs over the weekend: fri, sat, sun, mon. */
function dayRange(first: Weekday, last: Weekday): Weekday[] {
  const days: Weekday[] = [];
  for (let index = WEEKDAYS.indexOf(first); ; index = (index + 1) % WEEKDAYS.length) {
    const day = WEEKDAYS[index] ?? first;
    days.push(day);
    if (day === last) return days;
  }
}

function cursorOver(tokens: Token[]) {
  let at = 0;
  const kindAt = (offset = 0) => tokens[at + offset]?.kind;
  return {
    kindAt,
    done: () => at >= tokens.length,
    skip: () => void (at += 1),
    take<Kind extends Token['kind']>(kind: Kind): Extract<Token, { kind: Kind }> | null {
      const token = tokens[at];
      if (token?.kind !== kind) return null;
      at += 1;
      return token as Extract<Token, { kind: Kind }>;
    },
  };
}
type Cursor = ReturnType<typeof cursorOver>;

/** 'Mo-Fr', 'Mo,We,Fr', 'Sat & Sun', 'daily'. */
function daysAt(cursor: Cursor): Weekday[] | null {
  const days: Weekday[] = [];
  for (;;) {
    const first = cursor.take('day');
    if (!first) return days.length ? days : null;
    if (cursor.kindAt() === 'to' && cursor.kindAt(1) === 'day') {
      cursor.skip();
      const last = cursor.take('day');
      days.push(...dayRange(first.days[0] ?? 'mon', last?.days[0] ?? 'sun'));
    } else {
      days.push(...first.days);
    }
    if (cursor.kindAt() !== 'and' || cursor.kindAt(1) !== 'day') return days;
    cursor.skip();
  }
}

/** '11:00-14:00, 17:00-22:00' or '10:00-14:00 16:00-23:00'. */
function intervalsAt(cursor: Cursor): Interval[] | null {
  const intervals: Interval[] = [];
  for (;;) {
    const open = cursor.take('time');
    if (!open) return intervals.length ? intervals : null;
    const close = cursor.take('to') && cursor.take('time');
    if (!close) return null;
    intervals.push({ open: open.value, close: close.value });
    if (cursor.kindAt() === 'and' && cursor.kindAt(1) === 'time') cursor.skip();
  }
}

/** The weekly hours a text states, or null when it is not (only) hours. */
export function parseHoursText(text: string): WeeklyHours | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  const cursor = cursorOver(tokens);
  const builder = new WeeklyHoursBuilder();
  let groups = 0;
  for (;;) {
    while (cursor.kindAt() === 'break' || cursor.kindAt() === 'and') cursor.skip();
    if (cursor.done()) break;
    const days = daysAt(cursor);
    if (!days) return null;
    if (cursor.take('closed')) {
      builder.closed(days);
    } else {
      const intervals = intervalsAt(cursor);
      if (!intervals) return null;
      for (const interval of intervals) builder.open(days, interval);
    }
    groups += 1;
  }
  return groups ? builder.build() : null;
}
