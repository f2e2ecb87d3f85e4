/** Geocoding and user-location contracts: requests, answers, messages, limits and distance math. */
import { z } from 'zod';
import {
  LOCATION_SOURCES,
  MAX_ADDRESS_LENGTH,
  MAX_GEOCODE_BATCH_SIZE,
  MAX_NEARBY_RADIUS_METERS,
  DEFAULT_GEOCODE_REGION,
  DEFAULT_NEARBY_PLACE_TYPE,
  DEFAULT_NEARBY_RADIUS_METERS,
  type UserLocation,
} from './location.ts';
import { geocodingCodes } from './geocoding-messages.ts';

const m = geocodingCodes;

const latitude = z
  .number({ error: m.coordinatesRequired })
  .min(-90, { error: m.coordinatesRequired })
  .max(90, { error: m.coordinatesRequired });
const longitude = z
  .number({ error: m.coordinatesRequired })
  .min(-180, { error: m.coordinatesRequired })
  .max(180, { error: m.coordinatesRequired });

export const coordinatesSchema = z.object({ latitude, longitude });

const region = z
  .string({ error: m.regionInvalid })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: m.regionInvalid })
  .transform((value) => value.toUpperCase())
  .default(DEFAULT_GEOCODE_REGION);

const address = z
  .string({ error: m.addressRequired })
  .trim()
  .min(1, { error: m.addressRequired })
  .max(MAX_ADDRESS_LENGTH, { error: m.addressTooLong });

export const geocodeInputSchema = z.object({ address, region });
export type GeocodeInput = z.infer<typeof geocodeInputSchema>;

export const reverseGeocodeInputSchema = coordinatesSchema;
export type ReverseGeocodeInput = z.infer<typeof reverseGeocodeInputSchema>;

const point = z.object({ latitude, longitude }, { error: m.coordinatesRequired });
export const distanceInputSchema = z.object({ point1: point, point2: point });
export type DistanceInput = z.infer<typeof distanceInputSchema>;

const batchList = z
  .array(z.unknown(), { error: m.restaurantsMustBeArray })
  .max(MAX_GEOCODE_BATCH_SIZE, { error: m.batchTooLarge });

/** A batch entry is an address string or any object carrying one (a restaurant); else blank. */
function entryAddress(entry: unknown): string {
  if (typeof entry === 'string') return entry.trim();
  if (typeof entry === 'object' && entry !== null && 'address' in entry) {
    return typeof entry.address === 'string' ? entry.address.trim() : '';
  }
  return '';
}

/** `addresses` as the spec names it; `restaurants` accepted as the older name of the same list. */
export const geocodeBatchInputSchema = z
  .object({ addresses: z.unknown().optional(), restaurants: z.unknown().optional(), region })
  .transform((body, ctx) => {
    const field =
      body.addresses === undefined && body.restaurants !== undefined ? 'restaurants' : 'addresses';
    const parsed = batchList.safeParse(body[field]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
      return z.NEVER;
    }
    return { addresses: parsed.data.map(entryAddress), region: body.region };
  });
export type GeocodeBatchInput = z.infer<typeof geocodeBatchInputSchema>;

export const nearbyPlacesInputSchema = z.object({
  latitude,
  longitude,
  place_type: z
    .string({ error: m.placeTypeInvalid })
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: m.placeTypeInvalid })
    .default(DEFAULT_NEARBY_PLACE_TYPE),
  radius: z
    .number({ error: m.radiusInvalid })
    .positive({ error: m.radiusInvalid })
    .max(MAX_NEARBY_RADIUS_METERS, { error: m.radiusInvalid })
    .default(DEFAULT_NEARBY_RADIUS_METERS),
});
export type NearbyPlacesInput = z.infer<typeof nearbyPlacesInputSchema>;

export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string(),
  place_id: z.string(),
  /** street_address, neighborhood, locality or postal_code: how precise the match is. */
  type: z.string().optional(),
  neighborhood: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  postal_code: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const placeSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  types: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  vicinity: z.string(),
  /** Miles from the searched point. */
  distance: z.number(),
  restaurant_id: z.number().optional(),
  rating: z.number().optional(),
  price_level: z.number().optional(),
});
export type Place = z.infer<typeof placeSchema>;

export const batchResultSchema = z.object({
  address: z.string(),
  status: z.enum(['OK', 'FAILED']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  formatted_address: z.string().nullable(),
  place_id: z.string().nullable(),
  error: z.string().nullable(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

const success = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const geocodeResponseSchema = success(geocodeResultSchema);
export const reverseGeocodeResponseSchema = success(geocodeResultSchema);
export const distanceResponseSchema = success(
  z.object({ distance: z.number(), unit: z.literal('miles') }),
);
export const geocodeBatchResponseSchema = success(
  z.object({ results: z.array(batchResultSchema) }),
);
export const nearbyPlacesResponseSchema = success(z.object({ places: z.array(placeSchema) }));

/** Failures of these routes keep the spec's `message` next to the API's standard `errors`. */
export const geocodingErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()),
});

/** What the IP lookup answers, in the shape of the usual public IP services. */
export const ipLocationResponseSchema = z.union([
  z.object({
    ip: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
    city: z.string(),
    region: z.string(),
    region_code: z.string().optional(),
    country_name: z.string(),
    error: z.literal(false).optional(),
  }),
  z.object({ ip: z.string().optional(), error: z.literal(true), reason: z.string() }),
]);
export type IpLocationResponse = z.infer<typeof ipLocationResponseSchema>;

/** The location the web app keeps (localStorage 'userLocation', 24 hours). */
export const userLocationSchema: z.ZodType<UserLocation> = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  source: z.enum(LOCATION_SOURCES),
  /** Milliseconds since the epoch when it was found. */
  timestamp: z.number(),
});
