/** Test data for Notify: a request (waiting unless told), an offer on the restaurant's clock, refusals. */
import type { NotifyRequest } from '@tablefor/shared';
import { testReservation } from '@/test/test-reservation';

export function testNotifyRequest(overrides: Partial<NotifyRequest> = {}): NotifyRequest {
  return {
    id: 31,
    restaurant: {
      id: 12,
      name: 'Bestia',
      neighborhood: 'Arts District',
      time_zone: 'America/Los_Angeles',
    },
    date: '2026-12-04',
    from: '18:00',
    to: '20:30',
    party_size: 4,
    status: 'waiting',
    created_at: '2026-11-27T09:00:00.000Z',
    offer: null,
    reservation_id: null,
    ...overrides,
  };
}

/** 'Now' in the offer tests: Fri 4 Dec 2026, 7:43:30 PM in Los Angeles (UTC-8). */
export const OFFER_NOW = new Date('2026-12-05T03:43:30.000Z');

/** A table at 7:30 PM on Fri 4 Dec held until 7:52 PM (8 min 30 s after OFFER_NOW). */
export function testOfferedRequest(overrides: Partial<NotifyRequest> = {}): NotifyRequest {
  return testNotifyRequest({
    status: 'offered',
    offer: { table_time: '2026-12-05T03:30:00.000Z', expires_at: '2026-12-05T03:52:00.000Z' },
    ...overrides,
  });
}

/** The API's refusal of `code` ('notify.duplicate'), as its error handler writes it. */
export function refusal(code: string, text: string) {
  return { errors: [`notify: ${text}`], details: [{ field: 'notify', code }] };
}

export const bookedReservation = testReservation({ id: 501 });
