/** Every message the product shows, by code: the API formats them, the web app translates them. */
import { authMessageEntries } from '../auth-messages.ts';
import { geocodingMessageEntries } from '../geocoding-messages.ts';
import { locationMessageEntries } from '../location.ts';
import { reservationMessageEntries } from '../reservation-rules.ts';
import { reviewMessageEntries } from '../review-rules.ts';
import { savedRestaurantMessageEntries } from '../saved-restaurant-rules.ts';
import { searchMessageEntries } from '../search-messages.ts';
import { commonMessageEntries } from './common-messages.ts';

type Catalog = typeof commonMessageEntries &
  typeof authMessageEntries &
  typeof reservationMessageEntries &
  typeof reviewMessageEntries &
  typeof savedRestaurantMessageEntries &
  typeof searchMessageEntries &
  typeof geocodingMessageEntries &
  typeof locationMessageEntries;

// One pure call (not a spread of imports), so bundles that never read the catalogue drop it.
export const messageCatalog: Catalog = /* @__PURE__ */ Object.assign(
  {},
  commonMessageEntries,
  authMessageEntries,
  reservationMessageEntries,
  reviewMessageEntries,
  savedRestaurantMessageEntries,
  searchMessageEntries,
  geocodingMessageEntries,
  locationMessageEntries,
);

export type MessageCode = keyof typeof messageCatalog;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(messageCatalog, value);
}
