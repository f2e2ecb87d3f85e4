/**
 * A door waitlist for the screenshots: four parties who joined minutes ago, one told its table is
 * ready, answered in place of the waitlist's API (and the add form's quote) so the pictures show
 * the waits and quotes of a busy evening whatever the hour.
 */
import type { Page } from '@playwright/test';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function waitingParties(restaurantId: number) {
  const party = (
    id: number,
    fields: {
      guest_name: string;
      party_size: number;
      joined: number;
      quoted: number;
      phone?: string;
      email?: string;
      notes?: string;
      told?: number;
    },
  ) => ({
    id,
    restaurant_id: restaurantId,
    guest_name: fields.guest_name,
    party_size: fields.party_size,
    phone_number: fields.phone ?? null,
    email: fields.email ?? null,
    notes: fields.notes ?? null,
    language: 'en',
    status: fields.told === undefined ? 'waiting' : 'notified',
    position: id,
    quoted_minutes: fields.quoted,
    created_at: minutesAgo(fields.joined),
    notified_at: fields.told === undefined ? null : minutesAgo(fields.told),
    seated_at: null,
    reservation_id: null,
  });
  return {
    now: new Date().toISOString(),
    entries: [
      party(1, {
        guest_name: 'Harper Williams',
        party_size: 2,
        joined: 26,
        quoted: 25,
        phone: '2135550142',
        told: 2,
      }),
      party(2, {
        guest_name: 'Diego Fernández',
        party_size: 4,
        joined: 14,
        quoted: 30,
        phone: '2135550177',
        email: 'diego@example.com',
        notes: 'A high chair, and a table away from the door if possible',
      }),
      party(3, {
        guest_name: 'Chloe Nguyen',
        party_size: 3,
        joined: 6,
        quoted: 35,
        email: 'chloe@example.com',
      }),
      party(4, { guest_name: 'Sam', party_size: 2, joined: 1, quoted: 0, phone: '2135550100' }),
    ],
  };
}

/** Answers the waitlist and the add form's quote (~25 minutes for any size). */
export async function serveWaitlist(page: Page, waitlist: object) {
  await page.route('**/api/owner/restaurants/*/waitlist', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: waitlist }) : route.fallback(),
  );
  await page.route('**/api/owner/restaurants/*/waitlist/quote?*', (route) =>
    route.fulfill({ json: { quoted_minutes: 25 } }),
  );
}
