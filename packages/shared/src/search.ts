/** The search contract: query parameters of /search-results plus location, sort and page. */
import { z } from 'zod';
import { MAX_PARTY_SIZE } from './party-size.ts';
import { isBookableTime } from './time-slots.ts';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SORT_OPTIONS } from './search-options.ts';

const optionalText = z
  .string()
  .trim()
  .max(200, { error: 'must be at most 200 characters' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** '2' (one level) or '1-3' / '1,3' (a min-max pair), each level 1-4. */
export const priceRangeParam = z
  .string()
  .trim()
  .regex(/^[1-4]([-,][1-4])?$/, { error: 'priceRange must be a level 1-4 or a pair like 1-3' })
  .transform((value) => {
    const [a, b = a] = value.split(/[-,]/).map(Number) as [number, number?];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  });

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })
  // Date.parse rolls '2024-02-30' over to March 1st; a real date survives the round trip.
  .refine((v) => new Date(Date.parse(`${v}T00:00:00Z`) || 0).toISOString().startsWith(v), {
    error: 'date is not a real date',
  });

export const searchQuerySchema = z
  .object({
    searchInput: optionalText,
    cuisine: optionalText,
    location: optionalText,
    priceRange: priceRangeParam.optional(),
    diningStyle: optionalText,
    date: isoDateSchema.optional(),
    time: z
      .string()
      .refine(isBookableTime, {
        error: 'time must be HH:mm between 10:00 and 22:00 on the half hour',
      })
      .optional(),
    partySize: z.coerce
      .number({ error: 'partySize must be a number' })
      .int({ error: 'partySize must be a whole number' })
      .min(1, { error: 'partySize must be between 1 and 20' })
      .max(MAX_PARTY_SIZE, { error: 'partySize must be between 1 and 20' })
      .optional(),
    latitude: z.coerce
      .number({ error: 'latitude must be a number' })
      .min(-90, { error: 'latitude must be between -90 and 90' })
      .max(90, { error: 'latitude must be between -90 and 90' })
      .optional(),
    longitude: z.coerce
      .number({ error: 'longitude must be a number' })
      .min(-180, { error: 'longitude must be between -180 and 180' })
      .max(180, { error: 'longitude must be between -180 and 180' })
      .optional(),
    sort: z
      .enum(SORT_OPTIONS, { error: `sort must be one of ${SORT_OPTIONS.join(', ')}` })
      .default('relevance'),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int({ error: 'page must be a whole number' })
      .min(1, { error: 'page must be 1 or more' })
      .max(10_000, { error: 'page must be at most 10000' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int({ error: 'pageSize must be a whole number' })
      .min(1, { error: 'pageSize must be between 1 and 50' })
      .max(SEARCH_MAX_PAGE_SIZE, { error: 'pageSize must be between 1 and 50' })
      .default(SEARCH_PAGE_SIZE),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    error: 'latitude and longitude must be given together',
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
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q is required' })
    .max(100, { error: 'q must be at most 100 characters' }),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 10' })
    .max(10, { error: 'limit must be between 1 and 10' })
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
