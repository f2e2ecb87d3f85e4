import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Reservation } from '@tablefor/shared';
import { fold, reservationCalendar } from './calendar-file.ts';

/** A name long enough to fold several times, with accents and emoji (4 octets, 2 UTF-16 units). */
const NAME =
  'Crêperie Éloïse 🍷🥐 à la façon de la Mère Brazier, São Paulo & Ñuñoa 🌮🎉 — «Açaí» 🇪🇸';
const ADDRESS = 'Calle de Núñez de Balboa 7; 2º izda, Madrid 🏙️';

const reservation: Reservation = {
  id: 42,
  user_id: null,
  restaurant_id: 7,
  party_size: 4,
  reservation_time: '2026-11-27T18:30:00.000Z',
  local_date: '2026-11-27',
  local_time: '19:30',
  time_zone: 'Europe/Madrid',
  status: 'confirmed',
  guest_name: 'Zoë',
  guest_email: 'zoe@example.com',
  phone_number: null,
  contact_method: null,
  chat_notes: null,
  decline_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  restaurant: {
    id: 7,
    name: NAME,
    preview_img: '',
    address: ADDRESS,
    neighborhood: 'Salamanca',
    phone: '',
  },
};

const octets = (line: string) => new TextEncoder().encode(line).length;
const now = new Date('2026-11-26T12:00:00Z');

describe('reservationCalendar', () => {
  it.each(LANGUAGE_CODES)('folds at 75 octets and round-trips through ical.js (%s)', (language) => {
    const ics = reservationCalendar(reservation, 90, 'tablefor.app', now, language);
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A fold never splits a character: every physical line is valid UTF-8 on its own.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(line))).toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);

    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.location).toBe(ADDRESS);
    expect(event.uid).toBe('reservation-42@tablefor.app');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-27T20:00:00.000Z');
    expect({ summary: event.summary, description: event.description }).toEqual(
      language === 'es'
        ? { summary: `Cena en ${NAME}`, description: 'Mesa para 4 personas. Reserva n.º 42.' }
        : { summary: `Dinner at ${NAME}`, description: 'Table for 4 people. Reservation #42.' },
    );
  });
});

describe('fold', () => {
  it('leaves a line of 75 octets whole and breaks the 76th onto a continuation', () => {
    expect(fold('a'.repeat(75))).toBe('a'.repeat(75));
    expect(fold('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('counts octets, not UTF-16 units, and moves a whole character to the next line', () => {
    // 73 ASCII octets, then an emoji of 4 octets: it does not fit in 75 and moves whole.
    expect(fold(`${'a'.repeat(73)}🍷b`)).toBe(`${'a'.repeat(73)}\r\n 🍷b`);
    // Two-octet letters: 37 of them are 74 octets, the 38th would make 76.
    expect(fold('é'.repeat(38))).toBe(`${'é'.repeat(37)}\r\n é`);
  });
});
