/** Every message the product shows, by code: the API formats them, the web app translates them. */
import { authMessageEntries } from '../auth-messages.ts';
import { contactMessageEntries } from '../business-contact-rules.ts';
import { crawlMessageEntries } from '../crawl-rules.ts';
import { listingReviewMessageEntries } from '../listing-review-rules.ts';
import { galleryMessageEntries } from '../gallery-rules.ts';
import { geocodingMessageEntries } from '../geocoding-messages.ts';
import { locationMessageEntries } from '../location.ts';
import { reservationMessageEntries } from '../reservation-rules.ts';
import { restaurantMessageEntries } from '../restaurant-listing-rules.ts';
import { reviewMessageEntries } from '../review-rules.ts';
import { savedRestaurantMessageEntries } from '../saved-restaurant-rules.ts';
import { searchMessageEntries } from '../search-messages.ts';
import { claimMessageEntries } from '../claim-rules.ts';
import { topicSearchMessageEntries } from '../topic-search-rules.ts';
import { ownerConsoleMessageEntries } from '../owner-console-rules.ts';
import { floorMessageEntries } from '../floor-rules.ts';
import { hostStandMessageEntries } from '../host-stand-rules.ts';
import { notifyMessageEntries } from '../notify-rules.ts';
import { waitlistMessageEntries } from '../waitlist-rules.ts';
import { passwordMessageEntries } from '../password-messages.ts';
import { profileMessageEntries } from '../profile-messages.ts';
import { invitationMessageEntries, privacyMessageEntries } from '../invitation-rules.ts';
import { userAdminMessageEntries } from '../user-admin.ts';
import { commonMessageEntries } from './common-messages.ts';

type Catalog = typeof commonMessageEntries &
  typeof authMessageEntries &
  typeof reservationMessageEntries &
  typeof restaurantMessageEntries &
  typeof reviewMessageEntries &
  typeof savedRestaurantMessageEntries &
  typeof searchMessageEntries &
  typeof geocodingMessageEntries &
  typeof locationMessageEntries &
  typeof userAdminMessageEntries &
  typeof galleryMessageEntries &
  typeof contactMessageEntries &
  typeof crawlMessageEntries &
  typeof listingReviewMessageEntries &
  typeof topicSearchMessageEntries &
  typeof claimMessageEntries &
  typeof ownerConsoleMessageEntries &
  typeof floorMessageEntries &
  typeof hostStandMessageEntries &
  typeof notifyMessageEntries &
  typeof waitlistMessageEntries &
  typeof passwordMessageEntries &
  typeof invitationMessageEntries &
  typeof privacyMessageEntries &
  typeof profileMessageEntries;

// One pure call (not a spread of imports), so bundles that never read the catalogue drop it.
export const messageCatalog: Catalog = /* @__PURE__ */ Object.assign(
  {},
  commonMessageEntries,
  authMessageEntries,
  reservationMessageEntries,
  restaurantMessageEntries,
  reviewMessageEntries,
  savedRestaurantMessageEntries,
  searchMessageEntries,
  geocodingMessageEntries,
  locationMessageEntries,
  userAdminMessageEntries,
  galleryMessageEntries,
  contactMessageEntries,
  crawlMessageEntries,
  listingReviewMessageEntries,
  topicSearchMessageEntries,
  claimMessageEntries,
  ownerConsoleMessageEntries,
  floorMessageEntries,
  hostStandMessageEntries,
  notifyMessageEntries,
  waitlistMessageEntries,
  passwordMessageEntries,
  invitationMessageEntries,
  privacyMessageEntries,
  profileMessageEntries,
);

export type MessageCode = keyof typeof messageCatalog;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(messageCatalog, value);
}
