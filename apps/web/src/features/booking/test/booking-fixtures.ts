/**
 * Test data for the booking flow: MSW handlers answering the restaurant, availability and
 * booking, and a record of what they received.
 */
import { BOOKABLE_TIMES, type CreatedReservation } from '@tablefor/shared';
import { vi } from 'vitest';
import { testRestaurant } from '@/test/test-restaurant';
import { answerWith, json, type ReceivedRequest } from '@/test/msw';

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
      phone: '(213) 514-5724',
    },
    access_code: 'secret-code',
    ...overrides,
  };
}

type Answer = () => Response;

/** What a handler received, in the shape of fetch's arguments: `[path, { method, headers, body }]`. */
type Received = (path: string, init: { method: string; headers: Headers; body?: string }) => void;

/**
 * Answers the booking API through MSW; `book` answers POST .../reservations. Returns a recorder
 * of every request the handlers received, to inspect as fetch's calls.
 */
export function stubBookingApi({
  book = () => json(testCreated(), 201),
  fullTimes = FULL_TIMES,
}: { book?: Answer; fullTimes?: string[] } = {}) {
  const received = vi.fn<Received>();
  const record = ({ path, method, headers, body }: ReceivedRequest) =>
    received(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  answerWith('get', '/api/restaurants/12/availability', (request) => {
    record(request);
    return json({
      restaurant_id: 12,
      date: request.url.searchParams.get('date'),
      partySize: Number(request.url.searchParams.get('partySize')),
      time_zone: 'America/Los_Angeles',
      slots: BOOKABLE_TIMES.map((time) => ({ time, available: !fullTimes.includes(time) })),
    });
  });
  answerWith('post', '/api/restaurants/12/reservations', (request) => {
    record(request);
    return book();
  });
  answerWith('get', '/api/restaurants/12', (request) => {
    record(request);
    return json(testRestaurant());
  });
  return received;
}

/** The JSON body of the booking POST. */
export function postedBody(received: ReturnType<typeof stubBookingApi>): unknown {
  const call = received.mock.calls.find(([, init]) => init.method === 'POST');
  return call?.[1].body === undefined ? undefined : (JSON.parse(call[1].body) as unknown);
}
