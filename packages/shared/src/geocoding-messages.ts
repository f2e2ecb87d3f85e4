/** The geocoding API's messages, apart from location.ts so pages that locate the diner skip them. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_GEOCODE_BATCH_SIZE,
  MAX_NEARBY_RADIUS_METERS,
} from './location.ts';

const geocodingMessageDefinitions = {
  addressRequired: 'Address is required',
  addressTooLong: {
    text: 'Address must be at most {{max}} characters',
    params: { max: MAX_ADDRESS_LENGTH },
  },
  regionInvalid: 'Region must be a two-letter country code',
  coordinatesRequired: 'Valid latitude and longitude are required',
  restaurantsMustBeArray: 'Restaurants must be an array',
  batchTooLarge: {
    text: 'At most {{max}} addresses can be geocoded at once',
    params: { max: MAX_GEOCODE_BATCH_SIZE },
  },
  placeTypeInvalid: 'Place type must be lowercase letters and underscores',
  radiusInvalid: {
    text: 'Radius must be between 1 and {{max}} meters',
    params: { max: MAX_NEARBY_RADIUS_METERS },
  },
  geocodingFailed: 'Geocoding failed',
  reverseGeocodingFailed: 'Reverse geocoding failed',
  distanceFailed: 'Distance calculation failed',
  nearbyPlacesFailed: 'Nearby places search failed',
  batchRequestFailed: 'Batch geocoding request failed',
  batchFailed: 'Batch geocoding failed',
} as const;
export const geocodingMessages = /* @__PURE__ */ messageTexts(geocodingMessageDefinitions);
export const geocodingCodes = /* @__PURE__ */ messageCodes(
  'geocoding',
  geocodingMessageDefinitions,
);
export const geocodingMessageEntries = /* @__PURE__ */ messageEntries(
  'geocoding',
  geocodingMessageDefinitions,
);
