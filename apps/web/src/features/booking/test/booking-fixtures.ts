/** Test data for the booking flow: a fetch stub answering the restaurant, availability and booking. */
import { BOOKABLE_TIMES, type CreatedReservation } from '@tablefor/shared';
import { vi } from 'vitest';
import { testRestaurant } from '@/test/test-restaurant';
import { jsonResponse } from '@/test/render';

export const FULL_TIMES = ['18:00', '18:30'];

export function testCreated(overrides: Partial<CreatedReservation> = {}): CreatedReservation {
  return {
    id: 55,
    user_id: null,
    restaurant_id: 12,
    party_size: 4,
    reservation_time: '2026-07-11T02:00:00.000Z',
    local_date: '2026-07-10',
    local_time: '19:00',
    time_zone: 'America/Los_Angeles',
    status: 'confirmed',
    guest_name: 'Ana Diaz',
    guest_email: 'ana@example.com',
    phone_number: null,
    contact_method: 'chat',
    chat_notes: null,
    decline_reason: null,
    created_at: '2026-07-01T10:00:00.000Z',
    restaurant: {
      id: 12,
      name: 'Bestia',
      preview_img: '/images/restaurants/12.svg',
      address: '2121 E 7th Pl, Los Angeles, CA 90021',
      neighborhood: 'Arts District',
    },
    access_code: 'secret-code',
    ...overrides,
  };
}

type Answer = () => Response;

/** Stubs fetch; `book` answers POST .../reservations. Returns the spy to inspect the calls. */
export function stubBookingApi({
  book = () => jsonResponse(testCreated(), 201),
  fullTimes = FULL_TIMES,
}: { book?: Answer; fullTimes?: string[] } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/restaurants/12/availability') {
      return jsonResponse({
        restaurant_id: 12,
        date: url.searchParams.get('date'),
        partySize: Number(url.searchParams.get('partySize')),
        time_zone: 'America/Los_Angeles',
        slots: BOOKABLE_TIMES.map((time) => ({ time, available: !fullTimes.includes(time) })),
      });
    }
    if (url.pathname === '/api/restaurants/12/reservations' && init?.method === 'POST') {
      return book();
    }
    if (url.pathname === '/api/restaurants/12') return jsonResponse(testRestaurant());
    return jsonResponse({ errors: ['not found'] }, 404);
  });
}

/** The JSON body of the booking POST. */
export function postedBody(fetchSpy: ReturnType<typeof stubBookingApi>): unknown {
  const call = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
