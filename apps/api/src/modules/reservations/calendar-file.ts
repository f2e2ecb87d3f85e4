/**
 * An iCalendar (RFC 5545) file with one event: the reservation, its summary and description in
 * the diner's language (the catalogues' `calendar.*`).
 */
import type { Language, Reservation } from '@tablefor/shared';
import { textsIn } from '../../texts/texts.ts';

const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes text values: backslash, semicolon, comma and newlines. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * A content line longer than 75 octets of UTF-8 is folded: CRLF and one space before each
 * continuation, which then holds at most 74 octets after that space. Lines break between code
 * points (never inside a UTF-8 sequence, nor between the halves of a surrogate pair).
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function reservationCalendar(
  reservation: Reservation,
  durationMinutes: number,
  host: string,
  now: Date,
  language: Language,
): string {
  const t = textsIn(language);
  const start = new Date(reservation.reservation_time);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const { restaurant } = reservation;
  const people = t('reservation.people', { count: reservation.party_size });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TableFor//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${reservation.id}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(t('calendar.summary', { name: restaurant.name }))}`,
    `LOCATION:${text(restaurant.address || restaurant.neighborhood)}`,
    `DESCRIPTION:${text(t('calendar.description', { people, id: reservation.id }))}`,
    `STATUS:${reservation.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
