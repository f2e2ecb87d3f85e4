/** Past and upcoming reservations at real opening times (seed-seating.ts seats the upcoming). */
import type { reservations } from '../db/schema/index.ts';
import type { Random } from './prng.ts';
import { addDays, weekdayKeyOf, zonedTimeToUtc, type WeeklyHours } from '@tablefor/shared';

export type ReservationRow = typeof reservations.$inferInsert;

export type SeededUser = { id: number; first_name: string; last_name: string; email: string };

export type BookableRestaurant = {
  id: number;
  opening_hours: WeeklyHours;
  time_zone: string;
};

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Bookable half-hour starts on a day (10:00-22:00, an hour before closing), dinner ones first. */
function slotsOn(hours: WeeklyHours, date: string): { dinner: string[]; all: string[] } {
  const all: string[] = [];
  for (const interval of hours[weekdayKeyOf(date)] ?? []) {
    const last = Math.min(toMinutes(interval.close) - 60, 22 * 60);
    for (let start = Math.max(toMinutes(interval.open), 10 * 60); start <= last; start += 30) {
      all.push(toClock(start));
    }
  }
  return { dinner: all.filter((time) => time >= '18:00' && time <= '21:00'), all };
}

export function createReservationFactory(random: Random, options: { today: string; now: Date }) {
  const instants = new Map<string, Date>();
  const instant = (date: string, time: string, timeZone: string) => {
    const key = `${date} ${time} ${timeZone}`;
    let value = instants.get(key);
    if (!value) {
      value = zonedTimeToUtc(date, time, timeZone);
      instants.set(key, value);
    }
    return value;
  };

  /** A reservation `dayOffset` days from today (negative: past), or null when none fits. */
  return (
    restaurant: BookableRestaurant,
    dayOffset: number,
    user: SeededUser | null,
  ): ReservationRow | null => {
    const future = dayOffset > 0;
    const partySize = random.chance(0.6) ? 2 : random.int(1, 8);
    for (let shift = 0; shift < 7; shift += 1) {
      const date = addDays(options.today, dayOffset + (future ? shift : -shift));
      const { dinner, all } = slotsOn(restaurant.opening_hours, date);
      const choices = dinner.length > 0 ? dinner : all;
      if (choices.length === 0) continue;
      const time = random.pick(choices);
      const reservationTime = instant(date, time, restaurant.time_zone);
      const booked = Math.min(
        options.now.getTime(),
        reservationTime.getTime() - random.int(1, 21) * 86_400_000,
      );
      const pending = future && random.chance(0.15);
      const contact = pending || random.chance(0.4) ? 'phone' : 'chat';
      const guest = user ?? anonymousGuest(random);
      return {
        user_id: user?.id ?? null,
        restaurant_id: restaurant.id,
        party_size: partySize,
        reservation_time: reservationTime,
        status: pending ? 'pending_callback' : 'confirmed',
        guest_name: `${guest.first_name} ${guest.last_name}`,
        guest_email: guest.email,
        phone_number:
          contact === 'phone' ? `(310) 555-01${String(random.int(0, 99)).padStart(2, '0')}` : null,
        contact_method: contact,
        chat_notes: random.chance(0.15) ? random.pick(NOTES) : null,
        created_at: new Date(booked),
        updated_at: new Date(booked),
      };
    }
    return null;
  };
}

const NOTES = [
  'Celebrating an anniversary.',
  'Window table if possible, please.',
  'One guest is vegetarian.',
  'Birthday dinner, a candle on dessert would be lovely.',
  'We may bring a stroller.',
  'Shellfish allergy in our party.',
];

const GUEST_FIRST = ['Alex', 'Jordan', 'Taylor', 'Casey', 'Riley', 'Morgan', 'Jamie', 'Avery'];
const GUEST_LAST = ['Reyes', 'Kim', 'Bennett', 'Nguyen', 'Shapiro', 'Ortega', 'Lam', 'Foster'];

function anonymousGuest(random: Random): Omit<SeededUser, 'id'> {
  const first = random.pick(GUEST_FIRST);
  const last = random.pick(GUEST_LAST);
  return {
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.com`.toLowerCase(),
  };
}
