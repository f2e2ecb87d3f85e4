/** The database schema, one file per domain: what Drizzle queries and drizzle-kit diffs. */
export { authAttempts, sessions } from './auth.ts';
export { claimFiles, claimVerifications, claims } from './claims.ts';
export { contactInquiries } from './contact-inquiries.ts';
export { reservations } from './reservations.ts';
export {
  diningAreas,
  diningTables,
  reservationTables,
  tableCombinationMembers,
  tableCombinations,
  turnTimes,
} from './floor.ts';
export { restaurants } from './restaurants.ts';
export { restaurantSearch } from './restaurant-search.ts';
export { restaurantOwners } from './restaurant-owners.ts';
export { reviews } from './reviews.ts';
export { savedRestaurants } from './saved-restaurants.ts';
export { users } from './users.ts';
export { outboxMessages } from './outbox.ts';
export { passwordResetTokens } from './password-reset-tokens.ts';
export { notifyRequests } from './notify-requests.ts';
export { waitlistEntries } from './waitlist.ts';
export { textMessages } from './text-messages.ts';
export { dinerPreferences } from './diner-preferences.ts';
export { emailChangeTokens } from './email-change-tokens.ts';
export { notifications } from './notifications.ts';
export { reservationInvitations } from './reservation-invitations.ts';
export { jobs, rateLimitCounters } from '@tablefor/server-kit';
