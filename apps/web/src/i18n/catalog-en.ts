/**
 * The English catalogue: the app-wide `en.json` plus one file per feature under `en/`, each with
 * its own top-level key, so features add their texts without touching one shared file. The
 * booking flow's, reservation pages', admin dashboard's, owner console's, business, legal,
 * creation and topic search pages' texts (and the toggle between the last two) load with those
 * pages (i18n/bundles/); the type below still names every key, so `t()` is checked against all of them.
 * Error texts come from the shared message definitions (see error-catalog.ts).
 */
import { formErrorTexts, type ErrorTexts } from './error-catalog';
import base from './en.json';
import type admin from './en/admin.json';
import type booking from './en/booking.json';
import type claim from './en/claim.json';
import type business from './en/business.json';
import type createModes from './en/create-modes.json';
import type createRestaurant from './en/create-restaurant.json';
import type floor from './en/floor.json';
import type hostStand from './en/host-stand.json';
import type invitations from './en/invitations.json';
import type legal from './en/legal.json';
import type notify from './en/notify.json';
import type notifications from './en/notifications.json';
import type ownerConsole from './en/owner-console.json';
import type password from './en/password.json';
import type photoViewer from './en/photo-viewer.json';
import type profile from './en/profile.json';
import type reservations from './en/reservations.json';
import type topicSearch from './en/topic-search.json';
import reviews from './en/reviews.json';
import saved from './en/saved.json';

const errors: ErrorTexts = formErrorTexts();

/** What the first load carries. */
export const en = { ...base, ...reviews, ...saved, errors };
export type Catalog = typeof en &
  typeof admin &
  typeof booking &
  typeof claim &
  typeof business &
  typeof createModes &
  typeof createRestaurant &
  typeof floor &
  typeof hostStand &
  typeof invitations &
  typeof legal &
  typeof notify &
  typeof notifications &
  typeof ownerConsole &
  typeof password &
  typeof photoViewer &
  typeof profile &
  typeof reservations &
  typeof topicSearch;
