/** The search contract: query parameters of /search-results plus location, sort and page. */
import { z } from 'zod';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './party-size.ts';
import {
  SEARCH_MAX_PAGE,
  SEARCH_TEXT_MAX_LENGTH,
  searchCodes as m,
  SUGGESTIONS_MAX_LIMIT,
  SUGGESTIONS_QUERY_MAX_LENGTH,
} from './search-messages.ts';
import { isBookableTime } from './time-slots.ts';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SORT_OPTIONS } from './search-options.ts';

const optionalText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX_LENGTH, { error: m.textTooLong })
  .optional()
  .transform((v) => (v ? v : undefined));

/** '2' (one level) or '1-3' / '1,3' (a min-max pair), each level 1-4. */
export const priceRangeParam = z
  .string()
  .trim()
  .regex(/^[1-4]([-,][1-4])?$/, { error: m.priceRange })
  .transform((value) => {
    const [a, b = a] = value.split(/[-,]/).map(Number) as [number, number?];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  });

/** The calendar any date parameter stays within (its message names it): beyond, times overflow. */
const FIRST_DATE = '1900-01-01';
const LAST_DATE = '2999-12-31';

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateFormat })
  // Date.parse rolls '2024-02-30' over to March 1st; a real date survives the round trip.
  .refine((v) => new Date(Date.parse(`${v}T00:00:00Z`) || 0).toISOString().startsWith(v), {
    error: m.dateNotReal,
    abort: true,
  })
  .refine((v) => v >= FIRST_DATE && v <= LAST_DATE, {
    error: m.dateOutOfRange,
  });

export const searchQuerySchema = z
  .object({
    searchInput: optionalText,
    cuisine: optionalText,
    location: optionalText,
    priceRange: priceRangeParam.optional(),
    diningStyle: optionalText,
    /** 'true': only restaurants with a step-free entrance; 'false' or absent: any. */
    accessibleEntrance: z
      .enum(['true', 'false'], { error: m.accessibleEntrance })
      .transform((value) => value === 'true' || undefined)
      .optional(),
    date: isoDateSchema.optional(),
    time: z
      .string()
      .refine(isBookableTime, {
        error: m.time,
      })
      .optional(),
    partySize: z.coerce
      .number({ error: m.partySizeNumber })
      .int({ error: m.partySizeWhole })
      .min(MIN_PARTY_SIZE, { error: m.partySizeRange })
      .max(MAX_PARTY_SIZE, { error: m.partySizeRange })
      .optional(),
    latitude: z.coerce
      .number({ error: m.latitudeNumber })
      .min(-90, { error: m.latitudeRange })
      .max(90, { error: m.latitudeRange })
      .optional(),
    longitude: z.coerce
      .number({ error: m.longitudeNumber })
      .min(-180, { error: m.longitudeRange })
      .max(180, { error: m.longitudeRange })
      .optional(),
    sort: z.enum(SORT_OPTIONS, { error: m.sort }).default('relevance'),
    page: z.coerce
      .number({ error: m.pageNumber })
      .int({ error: m.pageWhole })
      .min(1, { error: m.pageMin })
      .max(SEARCH_MAX_PAGE, { error: m.pageMax })
      .default(1),
    pageSize: z.coerce
      .number({ error: m.pageSizeNumber })
      .int({ error: m.pageSizeWhole })
      .min(1, { error: m.pageSizeRange })
      .max(SEARCH_MAX_PAGE_SIZE, { error: m.pageSizeRange })
      .default(SEARCH_PAGE_SIZE),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    error: m.coordinatesTogether,
    path: ['latitude'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const timeSlotSchema = z.object({ time: z.string(), available: z.boolean() });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const searchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  preview_img: z.string(),
  cuisines: z.string(),
  cost: z.number().int(),
  neighborhood: z.string(),
  description: z.string(),
  dining_style: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Miles from the given point (earth radius 3959), 2 decimals; null without a point. */
  distance: z.number().nullable(),
  average_rating: z.number(),
  review_count: z.number().int(),
  total_num_reservations: z.number().int(),
  booked_today: z.number().int(),
  slots: z.array(timeSlotSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  restaurants: z.array(searchResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  date: z.string(),
  time: z.string(),
  partySize: z.number().int(),
  facets: z.object({ neighborhoods: z.array(z.string()), cuisines: z.array(z.string()) }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SUGGESTIONS_PER_GROUP = 4;

export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: m.queryRequired })
    .trim()
    .min(1, { error: m.queryRequired })
    .max(SUGGESTIONS_QUERY_MAX_LENGTH, { error: m.queryTooLong }),
  limit: z.coerce
    .number({ error: m.limitNumber })
    .int({ error: m.limitWhole })
    .min(1, { error: m.limitRange })
    .max(SUGGESTIONS_MAX_LIMIT, { error: m.limitRange })
    .default(SUGGESTIONS_PER_GROUP),
});

export const suggestionsResponseSchema = z.object({
  locations: z.array(z.string()),
  cuisines: z.array(z.string()),
  restaurants: z.array(
    z.object({ id: z.number().int(), name: z.string(), neighborhood: z.string() }),
  ),
});
export type Suggestions = z.infer<typeof suggestionsResponseSchema>;
