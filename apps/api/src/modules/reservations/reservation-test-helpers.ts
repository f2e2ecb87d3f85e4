/** Requests the reservation tests share: a booking body at a Los Angeles wall-clock time. */
import { toUtcReservationTime } from '@tablefor/shared';
import type { TestApp } from '../../test/test-app.ts';
import { LA } from '../../test/restaurant-factory.ts';

/** For tests of capacity, where one client books many times: no bound on what a booker holds. */
export const UNBOUNDED_BOOKERS = {
  GUEST_BOOKINGS_PER_RESTAURANT: '1000000',
  GUEST_BOOKINGS_PER_EMAIL: '1000000',
  GUEST_BOOKINGS_PER_CLIENT: '1000000',
  ACCOUNT_OVERLAPPING_BOOKINGS: '1000000',
};

export function bookingBody(date: string, time: string, fields: Record<string, unknown> = {}) {
  return {
    party_size: 2,
    reservation_time: toUtcReservationTime(date, time, LA),
    contact_method: 'chat',
    guest_name: 'Gail Guest',
    guest_email: 'gail@example.com',
    ...fields,
  };
}

export function book(
  t: TestApp,
  restaurantId: number,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/reservations`,
    payload,
    headers,
  });
}
