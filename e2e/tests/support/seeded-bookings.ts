/**
 * Bookings and days on the seeded catalogue, set up through the API for journeys that are not
 * about booking: a restaurant's details and weekly hours, a day it opens or closes, and a
 * reservation (a guest's, with its access code, or an account's) at 7:00 PM in Los Angeles.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiSession } from '../fixtures.ts';
import { laDayAhead, laInstant } from './la-clock.ts';

export type SeededRestaurant = {
  id: number;
  name: string;
  phone: string;
  address: string;
  opening_hours: Record<string, { open: string; close: string }[] | undefined>;
};

export type Booked = {
  id: number;
  local_date: string;
  restaurant: { id: number; name: string; phone: string; address: string };
  access_code?: string;
};

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

export async function seededRestaurant(
  request: APIRequestContext,
  id: number,
): Promise<SeededRestaurant> {
  const response = await request.get(`/api/restaurants/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SeededRestaurant;
}

/** The first day from `from` days ahead (Los Angeles) on which the restaurant opens, or closes. */
export function dayAhead(restaurant: SeededRestaurant, open: boolean, from = 2): string {
  for (let ahead = from; ahead < from + 7; ahead += 1) {
    const date = laDayAhead(ahead);
    const opens = (restaurant.opening_hours[weekdayOf(date)] ?? []).length > 0;
    if (opens === open) return date;
  }
  throw new Error(`restaurant ${restaurant.id} is ${open ? 'never open' : 'never closed'}`);
}

/** A seeded restaurant whose weekly hours close it one day of the week, from `fromId` on. */
export async function restaurantWithClosedDay(
  request: APIRequestContext,
  fromId: number,
): Promise<SeededRestaurant> {
  for (let id = fromId; id < fromId + 30; id += 1) {
    const restaurant = await seededRestaurant(request, id);
    const days = WEEKDAYS.map((day) => (restaurant.opening_hours[day] ?? []).length);
    if (days.some((ranges) => ranges === 0) && days.some((ranges) => ranges > 0)) {
      return restaurant;
    }
  }
  throw new Error(`no seeded restaurant from ${fromId} closes a day of the week`);
}

type Booking = {
  session?: ApiSession;
  guest?: { name: string; email: string; request: string };
};

/** Books a table for two at 7:00 PM some days ahead, trying restaurants from `fromId` on. */
export async function bookAt7pm(
  request: APIRequestContext,
  fromId: number,
  { session, guest }: Booking,
): Promise<Booked> {
  const headers = session ? { Authorization: `Bearer ${session.token}` } : undefined;
  const contact = guest
    ? { guest_name: guest.name, guest_email: guest.email, chat_notes: guest.request }
    : {};
  for (let id = fromId; id < fromId + 20; id += 1) {
    const restaurant = await seededRestaurant(request, id);
    const date = dayAhead(restaurant, true, 4);
    const response = await request.post(`/api/restaurants/${id}/reservations`, {
      headers,
      data: {
        party_size: 2,
        reservation_time: laInstant(date, '19:00'),
        contact_method: 'chat',
        ...contact,
      },
    });
    if (response.status() === 201) return (await response.json()) as Booked;
  }
  throw new Error(`no restaurant from ${fromId} could take the booking`);
}
