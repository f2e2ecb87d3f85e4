/**
 * Who may read or write owned and administrator data, in one table: every such route against
 * an anonymous caller, another signed-in user (who owns a restaurant, reservations and reviews
 * of their own), the owner of the data in question, and an administrator. Each request is built
 * on fresh rows; a refused one (401, 403, or 404 where an id must reveal nothing) changes no row.
 * A last test proves the table complete: every route of the OpenAPI document that needs a
 * signed-in caller, or reads a reservation, is in it or named below as open to any account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, authMessages } from '@tablefor/shared';
import { eq } from 'drizzle-orm';
import {
  contactInquiries,
  notifications,
  reservations,
  savedRestaurants,
  waitlistEntries,
} from '../db/schema/index.ts';
import { offerFreedTables } from '../modules/notify/offer-freed-tables.ts';
import { offersSettled } from '../modules/notify/notify-test-helpers.ts';
import { recordNotification } from '../modules/notifications/record-notification.ts';
import {
  claimBody,
  claimableRestaurant,
  verifiedAddress,
} from '../modules/claims/claim-test-helpers.ts';
import { drawPicture, multipart } from '../modules/gallery/gallery-test-pictures.ts';
import { askForLink, linkToken } from '../modules/auth/password-reset-test-helpers.ts';
import { askEmailChange, changeToken } from '../modules/profile/profile-test-helpers.ts';
import { databaseFingerprint } from '../test/database-fingerprint.ts';
import { signedUpAdmin, signedUpUser } from '../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
  laTime,
  nextWeekday,
  tablesOf,
  todayInLa,
} from '../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Headers = Record<string, string>;
type Account = Awaited<ReturnType<typeof signedUpUser>>;
/** One request, with the headers of whoever owns what it touches. */
type Built = { url: string; payload?: string | object; headers?: Headers; owner: Headers };
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  build: () => Promise<Built>;
  /** Answers Server-Sent Events: called over HTTP and read up to its first event. */
  stream?: true;
};

let t: TestApp;
let baseUrl: string;
let admin: Account;
let other: Account;

const DAY = nextWeekday(3);
const YESTERDAY = () => addDays(todayInLa(), -1);

beforeAll(async () => {
  // Well over a hundred sign-ups and claim codes: no rate limit may answer for the rule at hand.
  t = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
      CLAIM_CODE_RATE_LIMIT_PER_MINUTE: '100000',
      CLAIM_CODES_PER_LISTING_PER_HOUR: '100000',
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '100000',
    },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedUpAdmin(t);
  // Another user in every sense: an owner, a diner and a reviewer, only not of the data at hand.
  other = await signedUpUser(t);
  const theirs = await createRestaurant(t.db, { owner_id: other.id });
  await createReservation(t.db, {
    restaurant_id: theirs.id,
    reservation_time: laTime(DAY, '18:00'),
    user_id: other.id,
  });
  await createReview(t.db, { restaurant_id: theirs.id, user_id: other.id });
}, 60_000);
afterAll(() => t.close());

/** A stream's answer: its status, and its first event or its error body. */
async function streamed(url: string, headers: Headers) {
  const aborted = new AbortController();
  const res = await fetch(`${baseUrl}${url}`, { headers, signal: aborted.signal });
  let body = '';
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    while (!body.includes('\n\n')) body += (await reader.read()).value ?? '';
    aborted.abort();
  } else body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) as { errors: string[] } };
}

/** A new account owning a new restaurant. */
async function restaurantOwner() {
  const owner = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db, {
    owner_id: owner.id,
    business_email: 'orders@owned.example',
    image_gallery: ['/images/restaurants/4.svg'],
  });
  return { owner, restaurant };
}

/** A new account with one unread notification. */
async function notifiedDiner() {
  const diner = await signedUpUser(t);
  await recordNotification(t.db, {
    userId: diner.id,
    kind: 'listing_approved',
    params: { restaurant: 'Bell House' },
    link: '/restaurants/1',
  });
  const [row] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.user_id, diner.id));
  return { diner, id: row!.id };
}

/** A diner waiting for the only table of a full restaurant; `offered`: the table freed and held. */
async function notifyRequest({ offered = false } = {}) {
  const restaurant = await createRestaurant(t.db, { floor: tablesOf([2]) });
  const booked = await createReservation(t.db, {
    restaurant_id: restaurant.id,
    reservation_time: laTime(DAY, '19:00'),
  });
  const diner = await signedUpUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurant.id}/notify-requests`,
    payload: { date: DAY, from: '19:00', to: '19:00', party_size: 2 },
    headers: diner.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  const request = res.json<{ id: number }>();
  if (offered) {
    await t.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, booked.id));
    const context = { mail: t.config.site, holdMinutes: 10 };
    await offerFreedTables(t.db, restaurant.id, new Date(), context);
    await offersSettled(t, restaurant.id);
  }
  return { diner, request };
}

/** A reservation at an owned restaurant, by a diner; `at` on the restaurant's clock. */
async function ownedReservation(
  fields: { day?: string; time?: string; status?: 'confirmed' | 'pending_callback' } = {},
) {
  const { owner, restaurant } = await restaurantOwner();
  const diner = await signedUpUser(t);
  const row = await createReservation(t.db, {
    restaurant_id: restaurant.id,
    reservation_time: laTime(fields.day ?? DAY, fields.time ?? '19:00'),
    status: fields.status ?? 'confirmed',
    user_id: diner.id,
    phone_number: '(213) 555-0100',
    contact_method: 'phone',
  });
  return { owner, diner, restaurant, reservation: row };
}

/** A party waiting in line at an owned restaurant. */
async function waitingParty() {
  const { owner, restaurant } = await restaurantOwner();
  const [row] = await t.db
    .insert(waitlistEntries)
    .values({
      restaurant_id: restaurant.id,
      guest_name: 'Wanda Waits',
      party_size: 2,
      email: 'wanda@example.com',
      position: 1,
      quoted_minutes: 0,
    })
    .returning({ id: waitlistEntries.id });
  return { owner, id: row!.id };
}

async function pendingListing() {
  const creator = await signedUpUser(t);
  const listing = await createRestaurant(t.db, {
    status: 'pending_review',
    created_by: creator.id,
  });
  return { creator, listing };
}

async function pendingClaim() {
  const claimant = await signedUpUser(t);
  const listing = await claimableRestaurant(t);
  await verifiedAddress(t, listing.id, listing.businessEmail);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/claim/submit',
    payload: claimBody(listing.id, listing.businessEmail),
    headers: claimant.headers,
  });
  if (res.statusCode !== 201) throw new Error(`claim failed: ${res.body}`);
  return { claimant, id: res.json<{ id: number }>().id };
}

async function reviewAuthor() {
  const author = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db);
  const review = await createReview(t.db, { restaurant_id: restaurant.id, user_id: author.id });
  return { author, review };
}

/** An account that restaurant owners may be among, for routes only administrators may use. */
const anOwner = async () => (await restaurantOwner()).owner.headers;

const routes: Route[] = [
  // Operations: readiness is for load balancers, so public; metrics are never public (this app
  // sets neither METRICS_TOKEN nor METRICS_PORT, so they are not served: metrics.api.test.ts).
  {
    method: 'GET',
    path: '/api/ready',
    build: async () => ({ url: '/api/ready', owner: (await signedUpUser(t)).headers }),
  },
  {
    method: 'GET',
    path: '/api/metrics',
    build: async () => ({ url: '/api/metrics', owner: (await signedUpUser(t)).headers }),
  },
  // Passwords: anyone may ask for a link or use one; only its own session changes a password.
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    build: async () => {
      const user = await signedUpUser(t);
      return {
        url: '/api/auth/password-reset',
        payload: { email: user.input.email },
        owner: user.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    build: async () => {
      const user = await signedUpUser(t);
      await askForLink(t, user.input.email);
      const token = await linkToken(t, user.input.email);
      return {
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'brand-new-secret' },
        owner: user.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    build: async () => {
      // A password of its own: every other test account shares the factory's.
      const user = await signedUpUser(t, { password: 'only-this-account-has-it' });
      return {
        url: '/api/auth/password',
        payload: { current_password: user.input.password, password: 'brand-new-secret' },
        owner: user.headers,
      };
    },
  },
  // Accounts (administrators); the owner is the account itself.
  {
    method: 'GET',
    path: '/api/users',
    build: async () => ({ url: '/api/users', owner: await anOwner() }),
  },
  {
    method: 'PUT',
    path: '/api/users/{id}',
    build: async () => {
      const user = await signedUpUser(t);
      return { url: `/api/users/${user.id}`, payload: { is_admin: true }, owner: user.headers };
    },
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}',
    build: async () => {
      // The account itself deletes itself with its password (account-privacy.api.test.ts).
      const user = await signedUpUser(t);
      const payload = { password: user.input.password };
      return { url: `/api/users/${user.id}`, payload, owner: user.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/users/{id}/export',
    build: async () => {
      const { diner } = await ownedReservation();
      return { url: `/api/users/${diner.id}/export`, owner: diner.headers };
    },
  },
  // The account itself only: its names, its address (a link to the new one), its preferences.
  {
    method: 'PATCH',
    path: '/api/users/{id}/profile',
    build: async () => {
      const user = await signedUpUser(t);
      return {
        url: `/api/users/${user.id}/profile`,
        payload: { first_name: 'Ana', last_name: 'Gómez', username: `ana${user.id}` },
        owner: user.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/users/{id}/email-change',
    build: async () => {
      const user = await signedUpUser(t);
      return {
        url: `/api/users/${user.id}/email-change`,
        payload: { email: `moved-${user.id}@example.com`, password: user.input.password },
        owner: user.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/email-change/confirm',
    build: async () => {
      // Whoever holds the link's token confirms it, signed in or not.
      const user = await signedUpUser(t);
      const email = `moved-${user.id}@example.com`;
      await askEmailChange(t, user, { email, password: user.input.password });
      const token = await changeToken(t, email);
      return { url: '/api/auth/email-change/confirm', payload: { token }, owner: user.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/users/{id}/preferences',
    build: async () => {
      const user = await signedUpUser(t);
      return { url: `/api/users/${user.id}/preferences`, owner: user.headers };
    },
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/preferences',
    build: async () => {
      const user = await signedUpUser(t);
      return {
        url: `/api/users/${user.id}/preferences`,
        payload: {
          dietary: ['vegan'],
          dietary_note: '',
          seating: 'quiet',
          reminder_emails: false,
          language: 'es',
        },
        owner: user.headers,
      };
    },
  },
  // A diner's own lists.
  {
    method: 'GET',
    path: '/api/users/{id}/reservations',
    build: async () => {
      const { diner } = await ownedReservation();
      return { url: `/api/users/${diner.id}/reservations`, owner: diner.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/users/{id}/saved-restaurants',
    build: async () => {
      const diner = await signedUpUser(t);
      return { url: `/api/users/${diner.id}/saved-restaurants`, owner: diner.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/users/{id}/saved-restaurants/{restaurantId}',
    build: async () => {
      const diner = await signedUpUser(t);
      const restaurant = await createRestaurant(t.db);
      return {
        url: `/api/users/${diner.id}/saved-restaurants/${restaurant.id}`,
        owner: diner.headers,
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}/saved-restaurants/{restaurantId}',
    build: async () => {
      const diner = await signedUpUser(t);
      const restaurant = await createRestaurant(t.db);
      await t.db
        .insert(savedRestaurants)
        .values({ user_id: diner.id, restaurant_id: restaurant.id });
      return {
        url: `/api/users/${diner.id}/saved-restaurants/${restaurant.id}`,
        owner: diner.headers,
      };
    },
  },
  // A diner's reservation (guests reach theirs with its code: reservation-access.api.test.ts).
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): Route => ({
    method,
    path: '/api/reservations/{id}',
    build: async () => {
      const { diner, reservation } = await ownedReservation();
      return {
        url: `/api/reservations/${reservation.id}`,
        payload: method === 'PUT' ? { party_size: 3 } : undefined,
        owner: diner.headers,
      };
    },
  })),
  // A reservation's invited guests: its host alone (invitations.api.test.ts).
  ...(['GET', 'POST'] as const).map((method): Route => ({
    method,
    path: '/api/reservations/{id}/invitations',
    build: async () => {
      const { diner, reservation } = await ownedReservation();
      return {
        url: `/api/reservations/${reservation.id}/invitations`,
        payload: method === 'POST' ? { email: `guest-${reservation.id}@example.org` } : undefined,
        owner: diner.headers,
      };
    },
  })),
  {
    method: 'DELETE',
    path: '/api/reservations/{id}/invitations/{invitationId}',
    build: async () => {
      const { diner, reservation } = await ownedReservation();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/reservations/${reservation.id}/invitations`,
        payload: { email: `guest-${reservation.id}@example.org` },
        headers: diner.headers,
      });
      const { id } = res.json<{ id: number }>();
      return {
        url: `/api/reservations/${reservation.id}/invitations/${id}`,
        owner: diner.headers,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/reservations/{id}/calendar.ics',
    build: async () => {
      const { diner, reservation } = await ownedReservation();
      return { url: `/api/reservations/${reservation.id}/calendar.ics`, owner: diner.headers };
    },
  },
  // A review's author.
  {
    method: 'PUT',
    path: '/api/reviews/{id}',
    build: async () => {
      const { author, review } = await reviewAuthor();
      return {
        url: `/api/reviews/${review.id}`,
        payload: { review: 'Better still.', rating: 4 },
        owner: author.headers,
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/reviews/{id}',
    build: async () => {
      const { author, review } = await reviewAuthor();
      return { url: `/api/reviews/${review.id}`, owner: author.headers };
    },
  },
  // A listing's owners: edit, gallery, business address.
  {
    method: 'PUT',
    path: '/api/restaurants/{id}',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/restaurants/${restaurant.id}`,
        payload: { name: 'Renamed Kitchen' },
        owner: owner.headers,
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/restaurants/{id}',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return { url: `/api/restaurants/${restaurant.id}`, owner: owner.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/restaurants/{id}/images',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/restaurants/${restaurant.id}/images`,
        ...multipart({
          body: await drawPicture('png', 40, 30),
          filename: 'dot.png',
          contentType: 'image/png',
        }),
        owner: owner.headers,
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/restaurants/{id}/images',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/restaurants/${restaurant.id}/images`,
        payload: { imageUrl: '/images/restaurants/4.svg' },
        owner: owner.headers,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/restaurants/{id}/business-email',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return { url: `/api/restaurants/${restaurant.id}/business-email`, owner: owner.headers };
    },
  },
  // Listing review (administrators); the owner is the account that submitted the listing.
  {
    method: 'GET',
    path: '/api/admin/listings',
    build: async () => ({
      url: '/api/admin/listings',
      owner: (await pendingListing()).creator.headers,
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/restaurants',
    build: async () => ({
      url: '/api/admin/restaurants',
      owner: (await restaurantOwner()).owner.headers,
    }),
  },
  ...(['approve', 'reject'] as const).map((action): Route => ({
    method: 'POST',
    path: `/api/restaurants/{id}/${action}`,
    build: async () => {
      const { creator, listing } = await pendingListing();
      return {
        url: `/api/restaurants/${listing.id}/${action}`,
        payload: action === 'reject' ? { reason: 'Not a restaurant' } : undefined,
        owner: creator.headers,
      };
    },
  })),
  // Claims (administrators); the owner is the claimant.
  {
    method: 'GET',
    path: '/api/admin/claims',
    build: async () => ({
      url: '/api/admin/claims',
      owner: (await pendingClaim()).claimant.headers,
    }),
  },
  ...(['approve', 'reject'] as const).map((action): Route => ({
    method: 'POST',
    path: `/api/admin/claims/{id}/${action}`,
    build: async () => {
      const { claimant, id } = await pendingClaim();
      return {
        url: `/api/admin/claims/${id}/${action}`,
        payload: action === 'reject' ? { reason: 'We could not reach the restaurant.' } : {},
        owner: claimant.headers,
      };
    },
  })),
  {
    // No file is attached: an administrator passes the check and finds none (404).
    method: 'GET',
    path: '/api/admin/claims/{id}/files/{fileId}',
    build: async () => {
      const { claimant, id } = await pendingClaim();
      return {
        url: `/api/admin/claims/${id}/files/00000000-0000-4000-8000-000000000000`,
        owner: claimant.headers,
      };
    },
  },
  // The business team's inbox and the development mailbox (administrators).
  {
    method: 'GET',
    path: '/api/business/inquiries',
    build: async () => ({ url: '/api/business/inquiries', owner: await anOwner() }),
  },
  {
    method: 'PUT',
    path: '/api/business/inquiries/{id}',
    build: async () => {
      const [row] = await t.db
        .insert(contactInquiries)
        .values({
          first_name: 'Ana',
          last_name: 'Ruiz',
          email: 'ana@example.com',
          phone_number: '(213) 555-0100',
          restaurant_name: 'Matrix Cafe',
          job_title: 'owner',
          num_locations: '1',
          contact_reason: 'other',
        })
        .returning();
      return {
        url: `/api/business/inquiries/${row?.id}`,
        payload: { handled: true },
        owner: await anOwner(),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/mailbox',
    build: async () => ({ url: '/api/admin/mailbox', owner: await anOwner() }),
  },
  // The owner console.
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/book',
    build: async () => {
      const { owner, restaurant } = await ownedReservation();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/book?date=${DAY}`,
        owner: owner.headers,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/conflicts',
    build: async () => {
      const { owner, restaurant } = await ownedReservation();
      return { url: `/api/owner/restaurants/${restaurant.id}/conflicts`, owner: owner.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/reservations.csv',
    build: async () => {
      const { owner, restaurant } = await ownedReservation();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/reservations.csv?from=${DAY}&to=${DAY}`,
        owner: owner.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/owner/reservations/{id}/callback',
    build: async () => {
      const { owner, reservation } = await ownedReservation({ status: 'pending_callback' });
      return {
        url: `/api/owner/reservations/${reservation.id}/callback`,
        payload: { decision: 'confirm' },
        owner: owner.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/owner/reservations/{id}/cancel',
    build: async () => {
      const { owner, reservation } = await ownedReservation();
      return {
        url: `/api/owner/reservations/${reservation.id}/cancel`,
        payload: { reason: 'The kitchen is closed for a private event' },
        owner: owner.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/owner/reservations/{id}/outcome',
    build: async () => {
      const { owner, reservation } = await ownedReservation({ day: YESTERDAY(), time: '12:00' });
      return {
        url: `/api/owner/reservations/${reservation.id}/outcome`,
        payload: { outcome: 'completed' },
        owner: owner.headers,
      };
    },
  },
  // The floor.
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/floor',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return { url: `/api/owner/restaurants/${restaurant.id}/floor`, owner: owner.headers };
    },
  },
  {
    method: 'PUT',
    path: '/api/owner/restaurants/{id}/floor',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/floor`,
        payload: {
          areas: [{ id: -1, name: 'Patio' }],
          tables: [{ label: 'P1', area_id: -1, min_covers: 1, max_covers: 4 }],
          combinations: [],
          turn_times: [{ max_party: 4, minutes: 90 }],
          pacing: { max_covers: null },
        },
        owner: owner.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/owner/reservations/{id}/table',
    build: async () => {
      const { owner, restaurant, reservation } = await ownedReservation();
      const floor = await t.app.inject({
        url: `/api/owner/restaurants/${restaurant.id}/floor`,
        headers: owner.headers,
      });
      const tables = floor.json<{ tables: { id: number; max_covers: number }[] }>().tables;
      const free = tables.filter((table) => table.max_covers >= 2).at(-1);
      return {
        url: `/api/owner/reservations/${reservation.id}/table`,
        payload: { table_ids: [free?.id] },
        owner: owner.headers,
      };
    },
  },
  // The host stand.
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/timeline',
    build: async () => {
      const { owner, restaurant } = await ownedReservation();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/timeline?date=${DAY}`,
        owner: owner.headers,
      };
    },
  },
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/timeline/stream',
    stream: true,
    build: async () => {
      const { owner, restaurant } = await ownedReservation();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/timeline/stream?date=${DAY}`,
        owner: owner.headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/owner/restaurants/{id}/walk-ins',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/walk-ins`,
        payload: { party_size: 2, guest_name: 'Walt Walker' },
        owner: owner.headers,
      };
    },
  },
  // The door waitlist.
  ...(['', '/quote?party_size=2'] as const).map((rest): Route => ({
    method: 'GET',
    path: `/api/owner/restaurants/{id}/waitlist${rest.split('?')[0]}`,
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/waitlist${rest}`,
        owner: owner.headers,
      };
    },
  })),
  {
    method: 'POST',
    path: '/api/owner/restaurants/{id}/waitlist',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return {
        url: `/api/owner/restaurants/${restaurant.id}/waitlist`,
        payload: { guest_name: 'Wanda Waits', party_size: 2, email: 'wanda@example.com' },
        owner: owner.headers,
      };
    },
  },
  ...(
    [
      ['PATCH', '', { position: 1, notes: 'High chair' }],
      ['DELETE', '', undefined],
      ['POST', '/ready', undefined],
      ['POST', '/seat', {}],
    ] as const
  ).map(([method, action, payload]): Route => ({
    method,
    path: `/api/owner/waitlist/{entryId}${action}`,
    build: async () => {
      const { owner, id } = await waitingParty();
      return { url: `/api/owner/waitlist/${id}${action}`, payload, owner: owner.headers };
    },
  })),
  // Notify: a diner's requests and the table held for one.
  {
    method: 'GET',
    path: '/api/users/{id}/notify-requests',
    build: async () => {
      const { diner } = await notifyRequest();
      return { url: `/api/users/${diner.id}/notify-requests`, owner: diner.headers };
    },
  },
  {
    method: 'DELETE',
    path: '/api/notify-requests/{id}',
    build: async () => {
      const { diner, request } = await notifyRequest();
      return { url: `/api/notify-requests/${request.id}`, owner: diner.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/notify-requests/{id}/claim',
    build: async () => {
      const { diner, request } = await notifyRequest({ offered: true });
      return { url: `/api/notify-requests/${request.id}/claim`, owner: diner.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/owner/restaurants/{id}/notify-demand',
    build: async () => {
      const { owner, restaurant } = await restaurantOwner();
      return { url: `/api/owner/restaurants/${restaurant.id}/notify-demand`, owner: owner.headers };
    },
  },
  // The bell: an account's own notifications.
  {
    method: 'GET',
    path: '/api/users/{id}/notifications',
    build: async () => {
      const { diner } = await notifiedDiner();
      return { url: `/api/users/${diner.id}/notifications`, owner: diner.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/notifications/{id}/read',
    build: async () => {
      const { diner, id } = await notifiedDiner();
      return { url: `/api/notifications/${id}/read`, owner: diner.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/users/{id}/notifications/read-all',
    build: async () => {
      const { diner } = await notifiedDiner();
      return { url: `/api/users/${diner.id}/notifications/read-all`, owner: diner.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/text-messages',
    build: async () => ({ url: '/api/admin/text-messages', owner: await anOwner() }),
  },
];

/**
 * The table. Columns: anonymous, another user, the owner, an administrator. 404 for a
 * reservation the caller may not see: its id must not tell that it exists.
 */
// prettier-ignore
const matrix: Record<string, [number, number, number, number]> = {
  'GET /api/ready':                                      [200, 200, 200, 200],
  'GET /api/metrics':                                    [404, 404, 404, 404],
  'POST /api/auth/password-reset':                       [202, 202, 202, 202],
  'POST /api/auth/password-reset/confirm':               [204, 204, 204, 204],
  'POST /api/auth/password':                             [401, 400, 204, 400],
  'GET /api/users':                                      [401, 403, 403, 200],
  'PUT /api/users/{id}':                                 [401, 403, 403, 200],
  'DELETE /api/users/{id}':                              [401, 403, 200, 200],
  'GET /api/users/{id}/export':                          [401, 403, 200, 200],
  'GET /api/users/{id}/reservations':                    [401, 403, 200, 200],
  'GET /api/users/{id}/saved-restaurants':               [401, 403, 200, 200],
  'POST /api/users/{id}/saved-restaurants/{restaurantId}':   [401, 403, 201, 201],
  'DELETE /api/users/{id}/saved-restaurants/{restaurantId}': [401, 403, 200, 200],
  // An account's own details: an administrator does not change them for it.
  'PATCH /api/users/{id}/profile':                       [401, 403, 200, 403],
  'POST /api/users/{id}/email-change':                   [401, 403, 202, 403],
  'POST /api/auth/email-change/confirm':                 [200, 200, 200, 200],
  'GET /api/users/{id}/preferences':                     [401, 403, 200, 403],
  'PUT /api/users/{id}/preferences':                     [401, 403, 200, 403],
  'GET /api/reservations/{id}':                          [404, 404, 200, 200],
  'PUT /api/reservations/{id}':                          [404, 404, 200, 200],
  'DELETE /api/reservations/{id}':                       [404, 404, 200, 200],
  'GET /api/reservations/{id}/calendar.ics':             [404, 404, 200, 200],
  'GET /api/reservations/{id}/invitations':              [401, 404, 200, 404],
  'POST /api/reservations/{id}/invitations':             [401, 404, 201, 404],
  'DELETE /api/reservations/{id}/invitations/{invitationId}': [401, 404, 204, 404],
  'PUT /api/reviews/{id}':                               [401, 403, 200, 200],
  'DELETE /api/reviews/{id}':                            [401, 403, 200, 200],
  'PUT /api/restaurants/{id}':                           [401, 403, 200, 200],
  'DELETE /api/restaurants/{id}':                        [401, 403, 403, 200],
  'POST /api/restaurants/{id}/images':                   [401, 403, 201, 201],
  'DELETE /api/restaurants/{id}/images':                 [401, 403, 200, 200],
  'GET /api/restaurants/{id}/business-email':            [401, 403, 200, 200],
  'GET /api/admin/listings':                             [401, 403, 403, 200],
  'GET /api/admin/restaurants':                          [401, 403, 403, 200],
  'POST /api/restaurants/{id}/approve':                  [401, 403, 403, 200],
  'POST /api/restaurants/{id}/reject':                   [401, 403, 403, 200],
  'GET /api/admin/claims':                               [401, 403, 403, 200],
  'POST /api/admin/claims/{id}/approve':                 [401, 403, 403, 200],
  'POST /api/admin/claims/{id}/reject':                  [401, 403, 403, 200],
  'GET /api/admin/claims/{id}/files/{fileId}':           [401, 403, 403, 404],
  'GET /api/business/inquiries':                         [401, 403, 403, 200],
  'PUT /api/business/inquiries/{id}':                    [401, 403, 403, 200],
  'GET /api/admin/mailbox':                              [401, 403, 403, 200],
  'GET /api/owner/restaurants/{id}/book':                [401, 403, 200, 200],
  'GET /api/owner/restaurants/{id}/conflicts':           [401, 403, 200, 200],
  'GET /api/owner/restaurants/{id}/reservations.csv':    [401, 403, 200, 200],
  'POST /api/owner/reservations/{id}/callback':          [401, 403, 200, 200],
  'POST /api/owner/reservations/{id}/cancel':            [401, 403, 200, 200],
  'POST /api/owner/reservations/{id}/outcome':           [401, 403, 200, 200],
  'GET /api/owner/restaurants/{id}/floor':               [401, 403, 200, 200],
  'PUT /api/owner/restaurants/{id}/floor':               [401, 403, 200, 200],
  'POST /api/owner/reservations/{id}/table':             [401, 403, 200, 200],
  'GET /api/owner/restaurants/{id}/timeline':            [401, 403, 200, 200],
  'GET /api/owner/restaurants/{id}/timeline/stream':     [401, 403, 200, 200],
  'POST /api/owner/restaurants/{id}/walk-ins':           [401, 403, 201, 201],
  'GET /api/owner/restaurants/{id}/waitlist':            [401, 403, 200, 200],
  'GET /api/owner/restaurants/{id}/waitlist/quote':      [401, 403, 200, 200],
  'POST /api/owner/restaurants/{id}/waitlist':           [401, 403, 201, 201],
  'PATCH /api/owner/waitlist/{entryId}':                 [401, 403, 200, 200],
  'DELETE /api/owner/waitlist/{entryId}':                [401, 403, 200, 200],
  'POST /api/owner/waitlist/{entryId}/ready':            [401, 403, 200, 200],
  'POST /api/owner/waitlist/{entryId}/seat':             [401, 403, 201, 201],
  'GET /api/admin/text-messages':                        [401, 403, 403, 200],
  'GET /api/users/{id}/notify-requests':                 [401, 403, 200, 200],
  'DELETE /api/notify-requests/{id}':                    [401, 404, 204, 204],
  // An offer is its diner's to claim: an administrator does not book for them.
  'POST /api/notify-requests/{id}/claim':                [401, 403, 201, 403],
  'GET /api/owner/restaurants/{id}/notify-demand':       [401, 403, 200, 200],
  // The bell is the account's alone: an administrator reads no one's.
  'GET /api/users/{id}/notifications':                   [401, 403, 200, 403],
  'POST /api/notifications/{id}/read':                   [401, 404, 204, 404],
  'POST /api/users/{id}/notifications/read-all':         [401, 403, 204, 403],
};

/** Routes for any signed-in account that touch nobody else's data: anonymous callers get 401. */
const ANY_ACCOUNT = [
  'GET /api/auth/',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'GET /api/owner/restaurants', // each account's own restaurants: owner-console.api.test.ts
  'POST /api/restaurants/', // a new listing, pending review unless an administrator's
  'POST /api/restaurants/{id}/reviews', // marked a verified dining only after a visit
  'POST /api/restaurants/from-search',
  'POST /api/claim/submit',
  'POST /api/claim/uploads/{kind}',
  'POST /api/restaurants/{id}/notify-requests', // the account's own request: notify.api.test.ts
];

const callers = ['anonymous', 'another user', 'the owner', 'an administrator'] as const;

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (name, route) => {
    it.each(callers.map((caller, column) => [caller, column] as const))(
      '%s',
      async (_caller, column) => {
        const expected = matrix[name]?.[column];
        const built = await route.build();
        const who = [{}, other.headers, built.owner, admin.headers][column];
        const before = await databaseFingerprint(t.db);
        const res = route.stream
          ? await streamed(built.url, { ...built.headers, ...who })
          : await t.app.inject({
              method: route.method,
              url: built.url,
              payload: built.payload,
              headers: { ...built.headers, ...who },
            });
        expect(res.statusCode, res.body).toBe(expected);
        if (res.statusCode >= 400) {
          expect(res.json().errors.length).toBeGreaterThan(0);
          expect(await databaseFingerprint(t.db)).toBe(before);
        }
      },
    );
  },
);

describe('the table', () => {
  it('has a row, and only one, for each of its routes', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(Object.keys(matrix).toSorted());
  });

  it('covers every documented route that needs an account or reads a reservation', async () => {
    type Operation = { security?: unknown[] };
    const document = (await t.app.inject('/api/docs')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const guarded = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) => operation.security?.length || path.startsWith('/api/reservations/'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(guarded.filter((name) => !(name in matrix) && !ANY_ACCOUNT.includes(name))).toEqual([]);
  });

  it.each(ANY_ACCOUNT)('%s answers 401 to an anonymous caller', async (name) => {
    const [method, url] = name.split(' ') as ['GET' | 'POST', string];
    const res = await t.app.inject({ method, url: url.replace('{kind}', 'menu'), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it("answers 403 for an owner's route of a reservation that does not exist: ids reveal nothing", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/reservations/999999/callback',
      headers: other.headers,
      payload: { decision: 'confirm' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`auth: ${authMessages.ownersOnly}`]);
  });
});
