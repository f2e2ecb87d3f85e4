/**
 * Everything the product keeps on one account, as the account may download it: its details (no
 * password hash), preferences, reservations, reviews, saved restaurants, notifications, Notify
 * requests and the invitations it sent. Of other accounts, nothing; of restaurants, their names.
 */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import {
  dinerPreferences,
  notifications,
  notifyRequests,
  reservationInvitations,
  reservations,
  restaurants,
  reviews,
  savedRestaurants,
  users,
} from '../../db/schema/index.ts';

const restaurant = { id: restaurants.id, name: restaurants.name };

export async function exportAccount(db: Database, userId: number, now: Date) {
  const { password_hash: _hidden, ...accountColumns } = getTableColumns(users);
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  if (!account) throw notFound('user');
  const { user_id: _preferencesUser, ...preferenceColumns } = getTableColumns(dinerPreferences);
  const [preferences] = await db
    .select(preferenceColumns)
    .from(dinerPreferences)
    .where(eq(dinerPreferences.user_id, userId));
  return {
    exported_at: now.toISOString(),
    account,
    preferences: preferences ?? null,
    reservations: await db
      .select({
        id: reservations.id,
        restaurant,
        reservation_time: reservations.reservation_time,
        party_size: reservations.party_size,
        status: reservations.status,
        guest_name: reservations.guest_name,
        guest_email: reservations.guest_email,
        phone_number: reservations.phone_number,
        contact_method: reservations.contact_method,
        chat_notes: reservations.chat_notes,
        decline_reason: reservations.decline_reason,
        language: reservations.language,
        created_at: reservations.created_at,
      })
      .from(reservations)
      .innerJoin(restaurants, eq(restaurants.id, reservations.restaurant_id))
      .where(eq(reservations.user_id, userId))
      .orderBy(asc(reservations.id)),
    reviews: await db
      .select({
        id: reviews.id,
        restaurant,
        rating: reviews.rating,
        review: reviews.review,
        created_at: reviews.created_at,
      })
      .from(reviews)
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurant_id))
      .where(eq(reviews.user_id, userId))
      .orderBy(asc(reviews.id)),
    saved_restaurants: await db
      .select({ restaurant, saved_at: savedRestaurants.created_at })
      .from(savedRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, savedRestaurants.restaurant_id))
      .where(eq(savedRestaurants.user_id, userId))
      .orderBy(asc(savedRestaurants.created_at)),
    notifications: await db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        read_at: notifications.read_at,
        created_at: notifications.created_at,
      })
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(asc(notifications.id)),
    notify_requests: await db
      .select({
        id: notifyRequests.id,
        restaurant,
        date: notifyRequests.date,
        from: notifyRequests.from_time,
        to: notifyRequests.to_time,
        party_size: notifyRequests.party_size,
        status: notifyRequests.status,
        created_at: notifyRequests.created_at,
      })
      .from(notifyRequests)
      .innerJoin(restaurants, eq(restaurants.id, notifyRequests.restaurant_id))
      .where(eq(notifyRequests.user_id, userId))
      .orderBy(asc(notifyRequests.id)),
    invitations_sent: await db
      .select({
        id: reservationInvitations.id,
        reservation_id: reservationInvitations.reservation_id,
        email: reservationInvitations.email,
        language: reservationInvitations.language,
        revoked_at: reservationInvitations.revoked_at,
        created_at: reservationInvitations.created_at,
      })
      .from(reservationInvitations)
      .innerJoin(reservations, eq(reservations.id, reservationInvitations.reservation_id))
      .where(eq(reservations.user_id, userId))
      .orderBy(asc(reservationInvitations.id)),
  };
}
