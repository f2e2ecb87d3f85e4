/**
 * Test data of the owner console: an owner, their restaurants, a day's book, and what the API
 * received (tests answer it with test/msw answerRoutes()).
 */
import type {
  BookedReservation,
  BookingConflict,
  DayBook,
  ListingInReview,
  OwnedRestaurant,
  User,
} from '@tablefor/shared';
import type { ReceivedRequest } from '@/test/msw';
import { testUser } from '@/test/render';

export const ownerUser: User = { ...testUser, id: 31, username: 'marta', first_name: 'Marta' };

export function ownedRestaurant(
  id = 12,
  overrides: Partial<OwnedRestaurant> = {},
): OwnedRestaurant {
  return {
    id,
    name: id === 12 ? 'Bestia' : `Restaurant ${id}`,
    neighborhood: 'Arts District',
    preview_img: '/images/restaurants/12.svg',
    status: 'published',
    time_zone: 'America/Los_Angeles',
    pending_callbacks: 0,
    ...overrides,
  };
}

/** A listing the owner created that waits for review (or, overridden, was not approved). */
export function listingInReview(
  id: number,
  overrides: Partial<ListingInReview> = {},
): ListingInReview {
  return {
    id,
    name: `New Place ${id}`,
    neighborhood: 'Silver Lake',
    status: 'pending_review',
    rejection_reason: null,
    created_at: '2026-06-28T17:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

export function booked(id: number, overrides: Partial<BookedReservation> = {}): BookedReservation {
  return {
    id,
    reservation_time: '2026-07-02T02:00:00.000Z',
    local_date: '2026-07-01',
    local_time: '19:00',
    requested_at: '2026-07-01T18:00:00.000Z',
    party_size: 4,
    status: 'confirmed',
    guest_name: `Guest ${id}`,
    email: `guest${id}@example.com`,
    phone_number: '2135550101',
    contact_method: 'chat',
    chat_notes: null,
    booked_by_account: true,
    walk_in: false,
    decline_reason: null,
    started: false,
    table_ids: [4],
    table_labels: ['12'],
    diner_preferences: null,
    ...overrides,
  };
}

export function dayBook(overrides: Partial<DayBook> = {}): DayBook {
  return {
    restaurant: ownedRestaurant(),
    date: '2026-07-01',
    reservations: [],
    slots: [
      { time: '17:00', covers: 12, capacity: 40, open: true },
      { time: '17:30', covers: 40, capacity: 40, open: true },
      { time: '10:00', covers: 0, capacity: 40, open: false },
    ],
    callbacks: [],
    ...overrides,
  };
}

export const conflict = (
  reservation: BookedReservation,
  reason: BookingConflict['reason'],
): BookingConflict => ({ reservation, reason });

/** The requests the handlers received for `method path`, with their query, JSON body and headers. */
export function callsTo(sent: ReceivedRequest[], method: string, path: string) {
  return sent
    .filter((request) => request.method === method && request.url.pathname === path)
    .map(({ url, body, headers }) => ({ url, body, headers }));
}
