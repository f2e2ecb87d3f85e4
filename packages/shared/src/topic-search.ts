/**
 * The topic-search service's contract: POST /search/topic answers a task id at
 * once; GET /search/status/{taskId} answers the task's status and, once completed, the companies
 * found. A company states only what its sources state: unknown fields are empty or null.
 */
import { z } from 'zod';
import { weeklyHoursSchema } from './restaurants.ts';
import {
  companySizes,
  DEFAULT_SEARCH_CONFIG,
  FOUNDED_AFTER_MIN,
  MAX_SAVED_RESULTS,
  REFLECTION_STEPS_RANGE,
  SEARCH_QUERIES_RANGE,
  SEARCH_RESULTS_RANGE,
  searchModes,
  searchProviders,
  taskStatuses,
  TOPIC_LOCATION_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
  topicSearchCodes as m,
} from './topic-search-rules.ts';

const ranged = (range: { min: number; max: number }, error: string) =>
  z.coerce.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });

export const searchConfigSchema = z.object({
  max_search_queries: ranged(SEARCH_QUERIES_RANGE, m.maxQueriesRange).default(
    DEFAULT_SEARCH_CONFIG.max_search_queries,
  ),
  max_search_results: ranged(SEARCH_RESULTS_RANGE, m.maxResultsRange).default(
    DEFAULT_SEARCH_CONFIG.max_search_results,
  ),
  max_reflection_steps: ranged(REFLECTION_STEPS_RANGE, m.reflectionStepsRange).default(
    DEFAULT_SEARCH_CONFIG.max_reflection_steps,
  ),
  search_provider: z
    .enum(searchProviders, { error: m.providerInvalid })
    .default(DEFAULT_SEARCH_CONFIG.search_provider),
  search_mode: z
    .enum(searchModes, { error: m.searchModeInvalid })
    .default(DEFAULT_SEARCH_CONFIG.search_mode),
});

/** The founding-year filter accepts 1800 to the year it is now. */
export const foundedAfterSchema = z.coerce
  .number({ error: m.foundedAfterRange })
  .int({ error: m.foundedAfterRange })
  .min(FOUNDED_AFTER_MIN, { error: m.foundedAfterRange })
  .refine((year) => year <= new Date().getUTCFullYear(), { error: m.foundedAfterRange });

export const searchFiltersSchema = z.object({
  location: z
    .string()
    .trim()
    .max(TOPIC_LOCATION_MAX_LENGTH, { error: m.locationTooLong })
    .nullish()
    .transform((value) => value ?? ''),
  industry: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || 'restaurant')
    .refine((value) => value === 'restaurant', { error: m.industryInvalid }),
  size: z
    .union([z.enum(companySizes), z.literal('')], { error: m.sizeInvalid })
    .nullish()
    .transform((value) => value || null),
  founded_after: z
    .union([foundedAfterSchema, z.literal('')])
    .nullish()
    .transform((value) => (value === '' || value == null ? null : value)),
});

/**
 * The fields a caller wants filled, as a JSON schema whose `items.properties` name them (the
 * spec's output_model). Only the names are read: they steer the reflection steps.
 */
export const outputModelSchema = z
  .object(
    {
      type: z.string().optional(),
      items: z
        .object({ properties: z.record(z.string(), z.unknown()).optional() })
        .loose()
        .optional(),
    },
    { error: m.outputModelInvalid },
  )
  .loose();

export const topicSearchRequestSchema = z.object(
  {
    topic: z
      .string({ error: m.topicRequired })
      .trim()
      .min(1, { error: m.topicRequired })
      .max(TOPIC_MAX_LENGTH, { error: m.topicTooLong }),
    filters: searchFiltersSchema.default({
      location: '',
      industry: 'restaurant',
      size: null,
      founded_after: null,
    }),
    config: searchConfigSchema.default(DEFAULT_SEARCH_CONFIG),
    output_model: outputModelSchema.optional(),
  },
  { error: m.bodyInvalid },
);
export type TopicSearchRequest = z.input<typeof topicSearchRequestSchema>;
export type TopicSearchTask = z.output<typeof topicSearchRequestSchema>;

export const topicSearchStartedSchema = z.object({ task_id: z.string() });

/** A 422 as the spec's client reads it: `detail: [{loc, msg}]`, plus the message's code. */
export const validationDetailSchema = z.object({
  detail: z.array(
    z.object({
      loc: z.array(z.union([z.string(), z.number()])),
      msg: z.string(),
      type: z.string(),
    }),
  ),
});
export type ValidationDetail = z.infer<typeof validationDetailSchema>;

/** An error answer of the search service other than validation: `{error, code}`. */
export const searchErrorSchema = z.object({ error: z.string(), code: z.string() });

export const weekdayNames = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Filters a place does not state: it is kept, and the unknown is shown, never guessed. */
export const unknownFilters = ['location', 'size', 'founded_after'] as const;

export const companySchema = z.object({
  name: z.string(),
  description: z.string(),
  cuisine_type: z.string(),
  /** '$' to '$$$$' when a source states a price level, otherwise ''. */
  price_range: z.string(),
  location: z.object({
    address: z.string(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  contact: z.object({ phone: z.string(), email: z.string(), website: z.string() }),
  /** Display text per weekday ('11:00-22:00', 'Closed'); a day not stated is absent. */
  hours: z.partialRecord(z.enum(weekdayNames), z.string()),
  /** The same hours as bookings read them; {} when not stated. */
  opening_hours: weeklyHoursSchema,
  features: z.array(z.string()),
  /** Only what a source states (the catalogue's reviews, a page's aggregateRating). */
  rating: z.number().min(0).max(5).nullable(),
  reviews_count: z.number().int().min(0).nullable(),
  founded_year: z.number().int().nullable(),
  size: z.enum(companySizes).nullable(),
  /** Trigram similarity in 0-1 between the query and the result's name, cuisine and place. */
  relevance_score: z.number().min(0).max(1),
  source_urls: z.array(z.string()).min(1),
  /**
   * What a source calls itself, by its URL: a catalogue listing's restaurant name, a found page's
   * title. A source without one is absent (it reads as its host name); results saved before this
   * field lack it.
   */
  source_names: z.record(z.string(), z.string()).optional(),
  unknown_filters: z.array(z.enum(unknownFilters)),
  /** The catalogue restaurant this result is, when it is one already (it can be claimed). */
  listed_restaurant_id: z.number().int().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const topicSearchStatusSchema = z.object({
  task_id: z.string(),
  status: z.enum(taskStatuses),
  topic: z.string(),
  created_at: z.string(),
  result: z
    .object({
      companies: z.array(companySchema),
      metadata: z.object({
        total_results_found: z.number().int(),
        queries: z.array(z.string()),
        provider: z.enum(searchProviders),
        reflection_steps: z.number().int(),
      }),
    })
    .nullable(),
  error: z.string().nullable(),
  error_code: z.string().nullable(),
});
export type TopicSearchStatus = z.infer<typeof topicSearchStatusSchema>;

/** GET /search/providers: the providers this service can use (local always; others if set). */
export const searchProvidersResponseSchema = z.object({
  providers: z.array(z.enum(searchProviders)),
});

/** POST /api/restaurants/from-search: chosen results become listings (pending review). */
export const saveSearchResultsSchema = z.object({
  task_id: z.string().max(100).optional(),
  companies: z
    .array(companySchema, { error: m.nothingToSave })
    .min(1, { error: m.nothingToSave })
    .max(MAX_SAVED_RESULTS, { error: m.tooManyToSave }),
});
export type SaveSearchResults = z.infer<typeof saveSearchResultsSchema>;

export const saveSearchResultsResponseSchema = z.object({
  created: z.array(
    z.object({
      index: z.number().int(),
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
    }),
  ),
  /** Results that are restaurants listed already (by name and address, or website). */
  duplicates: z.array(
    z.object({ index: z.number().int(), name: z.string(), restaurant_id: z.number().int() }),
  ),
});
export type SaveSearchResultsResponse = z.infer<typeof saveSearchResultsResponseSchema>;

/** GET /api/directory/unclaimed: the catalogue's restaurants that no owner has claimed. */
export const directoryQuerySchema = z.object({
  q: z.string().trim().max(TOPIC_MAX_LENGTH).default(''),
  location: z.string().trim().max(TOPIC_LOCATION_MAX_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const directoryPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cuisines: z.string(),
  cost: z.number().int(),
  neighborhood: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  operation_hours: z.string(),
  opening_hours: weeklyHoursSchema,
  average_rating: z.number(),
  review_count: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type DirectoryPlace = z.infer<typeof directoryPlaceSchema>;
export const directoryResponseSchema = z.object({ places: z.array(directoryPlaceSchema) });
