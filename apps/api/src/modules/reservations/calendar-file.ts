/** An iCalendar (RFC 5545) file with one event: the reservation. */
import type { Reservation } from '@tablefor/shared';

const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes text values: backslash, semicolon, comma and newlines. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines over 75 octets are folded with CRLF and a space (approximated by characters). */
const fold = (line: string) => line.match(/.{1,74}/g)?.join('\r\n ') ?? line;

export function reservationCalendar(
  reservation: Reservation,
  durationMinutes: number,
  host: string,
  now: Date,
): string {
  const start = new Date(reservation.reservation_time);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const { restaurant } = reservation;
  const people = reservation.party_size === 1 ? '1 person' : `${reservation.party_size} people`;
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
    `SUMMARY:${text(`Dinner at ${restaurant.name}`)}`,
    `LOCATION:${text(restaurant.address || restaurant.neighborhood)}`,
    `DESCRIPTION:${text(`Table for ${people}. Reservation #${reservation.id}.`)}`,
    `STATUS:${reservation.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
