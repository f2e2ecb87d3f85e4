/** The Spanish catalogue, laid out like `catalog-en.ts` plus its error texts; loaded on demand. */
import type { Catalog } from './catalog-en';
import base from './es.json';
import admin from './es/admin.json';
import booking from './es/booking.json';
import business from './es/business.json';
import claim from './es/claim.json';
import createModes from './es/create-modes.json';
import createRestaurant from './es/create-restaurant.json';
import floor from './es/floor.json';
import hostStand from './es/host-stand.json';
import invitations from './es/invitations.json';
import legal from './es/legal.json';
import notify from './es/notify.json';
import notifications from './es/notifications.json';
import ownerConsole from './es/owner-console.json';
import password from './es/password.json';
import photoViewer from './es/photo-viewer.json';
import profile from './es/profile.json';
import errors from './es/errors.json';
import claimErrors from './es/errors/claim.json';
import contactErrors from './es/errors/contact.json';
import crawlErrors from './es/errors/crawl.json';
import floorErrors from './es/errors/floor.json';
import hostStandErrors from './es/errors/host-stand.json';
import invitationErrors from './es/errors/invitations.json';
import notifyErrors from './es/errors/notify.json';
import listingReviewErrors from './es/errors/listing-review.json';
import ownerConsoleErrors from './es/errors/owner-console.json';
import passwordErrors from './es/errors/password.json';
import profileErrors from './es/errors/profile.json';
import topicSearchErrors from './es/errors/topic-search.json';
import waitlistErrors from './es/errors/waitlist.json';
import reservations from './es/reservations.json';
import reviews from './es/reviews.json';
import saved from './es/saved.json';
import topicSearch from './es/topic-search.json';

export const es: Catalog = {
  ...base,
  ...admin,
  ...booking,
  ...business,
  ...claim,
  ...createModes,
  ...createRestaurant,
  ...floor,
  ...hostStand,
  ...invitations,
  ...legal,
  ...notify,
  ...notifications,
  ...ownerConsole,
  ...password,
  ...photoViewer,
  ...profile,
  ...reservations,
  ...reviews,
  ...saved,
  ...topicSearch,
  // One file per error domain beside the original, so features add theirs without sharing a file.
  errors: {
    ...errors.errors,
    ...claimErrors,
    ...contactErrors,
    ...crawlErrors,
    ...floorErrors,
    ...hostStandErrors,
    ...invitationErrors,
    ...notifyErrors,
    ...listingReviewErrors,
    ...ownerConsoleErrors,
    ...passwordErrors,
    ...profileErrors,
    ...topicSearchErrors,
    ...waitlistErrors,
  },
};
