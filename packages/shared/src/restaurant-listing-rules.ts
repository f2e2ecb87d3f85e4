/**
 * Listing a restaurant: its statuses, the limits of its fields and the spec's messages ('<Field> is
 * required', the admin's failure texts). Zod-free, so pages load them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';
import { PRICE_LEVELS } from './ratings.ts';

/**
 * published: in search and bookable; pending_review: created by someone who is not an
 * administrator, seen by its creator and administrators only; rejected: an administrator turned it
 * down with a reason its creator can read; removed: deleted by an administrator, kept so its
 * reservations and reviews keep their history.
 */
export const listingStatuses = ['published', 'pending_review', 'rejected', 'removed'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const LISTING_TEXT_MAX_LENGTH = 200;
export const LISTING_DESCRIPTION_MAX_LENGTH = 5000;
export const LISTING_HOURS_TEXT_MAX_LENGTH = 500;
export const LISTING_URL_MAX_LENGTH = 2048;
export const MIN_COST = PRICE_LEVELS[0] ?? 1;
export const MAX_COST = PRICE_LEVELS[PRICE_LEVELS.length - 1] ?? 4;

const restaurantMessageDefinitions = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  websiteRequired: 'Website is required',
  previewImageRequired: 'Preview image is required',
  neighborhoodRequired: 'Neighborhood is required',
  crossStreetRequired: 'Cross street is required',
  cuisinesRequired: 'Cuisines is required',
  costRequired: 'Cost is required',
  costRange: {
    text: 'Cost must be a whole number from {{min}} to {{max}}',
    params: { min: MIN_COST, max: MAX_COST },
  },
  diningStyleRequired: 'Dining style is required',
  dressCodeRequired: 'Dress code is required',
  operationHoursRequired: 'Operation hours is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  parkingDetailsRequired: 'Parking details is required',
  paymentOptionsRequired: 'Payment options is required',
  urlInvalid: 'Please enter a valid URL',
  imageUrlInvalid: 'Please enter a valid image URL',
  textTooLong: {
    text: 'Must be at most {{max}} characters',
    params: { max: LISTING_TEXT_MAX_LENGTH },
  },
  descriptionTooLong: {
    text: 'Description must be at most {{max}} characters',
    params: { max: LISTING_DESCRIPTION_MAX_LENGTH },
  },
  operationHoursTooLong: {
    text: 'Operation hours must be at most {{max}} characters',
    params: { max: LISTING_HOURS_TEXT_MAX_LENGTH },
  },
  hoursInvalid: 'Opening hours must be times like 09:30, opening and closing',
  noChanges: 'Nothing to change',
  createFailed: 'Failed to create restaurant. Please try again.',
  updateFailed: 'Failed to update restaurant',
  deleteFailed: 'Failed to delete restaurant',
  loadFailed: 'Failed to load restaurants',
} as const;

export const restaurantMessages = /* @__PURE__ */ messageTexts(restaurantMessageDefinitions);
export const restaurantCodes = /* @__PURE__ */ messageCodes(
  'restaurant',
  restaurantMessageDefinitions,
);
export const restaurantMessageEntries = /* @__PURE__ */ messageEntries(
  'restaurant',
  restaurantMessageDefinitions,
);
