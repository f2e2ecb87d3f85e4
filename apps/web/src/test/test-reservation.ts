/** A reservation as the API presents it, for component tests. */
import type { Reservation } from '@tablefor/shared';

export function testReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 41,
    user_id: 7,
    restaurant_id: 12,
    party_size: 4,
    reservation_time: '2099-03-05T03:30:00.000Z',
    local_date: '2099-03-04',
    local_time: '19:30',
    time_zone: 'America/Los_Angeles',
    status: 'confirmed',
    guest_name: null,
    guest_email: null,
    phone_number: null,
    contact_method: 'chat',
    chat_notes: null,
    decline_reason: null,
    created_at: '2099-01-01T00:00:00.000Z',
    restaurant: {
      id: 12,
      name: 'Bestia',
      preview_img: '/images/bestia.jpg',
      address: '2121 E 7th Pl, Los Angeles, CA',
      neighborhood: 'Arts District',
      phone: '(213) 514-5724',
    },
    ...overrides,
  };
}
