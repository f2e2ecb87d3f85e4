/**
 * The search form's fields as typed (strings), checked with the contract's own rules and messages,
 * and the request they make. The advanced settings are the search config.
 */
import { z } from 'zod';
import {
  companySizes,
  foundedAfterSchema,
  searchConfigSchema,
  topicSearchCodes as m,
  topicSearchRequestSchema,
  TOPIC_LOCATION_MAX_LENGTH,
  type SearchConfig,
  type TopicSearchRequest,
} from '@tablefor/shared';
import type { SearchParams } from './past-searches';

export type TopicSearchFormValues = {
  topic: string;
  location: string;
  size: string;
  founded_after: string;
  max_search_queries: string;
  max_search_results: string;
  max_reflection_steps: string;
  search_provider: string;
};

export const advancedFields = [
  'max_search_queries',
  'max_search_results',
  'max_reflection_steps',
  'search_provider',
] as const;

const config = searchConfigSchema.shape;

export const topicSearchFormSchema = z.object({
  topic: topicSearchRequestSchema.shape.topic,
  location: z.string().trim().max(TOPIC_LOCATION_MAX_LENGTH, { error: m.locationTooLong }),
  size: z
    .union([z.enum(companySizes), z.literal('')], { error: m.sizeInvalid })
    .transform((size) => size || null),
  // Optional, so '' is no filter; anything typed must be a year the contract accepts.
  founded_after: z
    .string()
    .trim()
    .refine((year) => year === '' || foundedAfterSchema.safeParse(year).success, {
      error: m.foundedAfterRange,
    })
    .transform((year) => (year === '' ? null : Number(year))),
  max_search_queries: config.max_search_queries,
  max_search_results: config.max_search_results,
  max_reflection_steps: config.max_reflection_steps,
  search_provider: config.search_provider,
});
export type TopicSearchForm = z.output<typeof topicSearchFormSchema>;

export function formValuesOf(saved: SearchConfig): TopicSearchFormValues {
  return {
    topic: '',
    location: '',
    size: '',
    founded_after: '',
    max_search_queries: String(saved.max_search_queries),
    max_search_results: String(saved.max_search_results),
    max_reflection_steps: String(saved.max_reflection_steps),
    search_provider: saved.search_provider,
  };
}

export function searchConfigOf(form: TopicSearchForm): SearchConfig {
  return {
    max_search_queries: form.max_search_queries,
    max_search_results: form.max_search_results,
    max_reflection_steps: form.max_reflection_steps,
    search_provider: form.search_provider,
    search_mode: 'company',
  };
}

export function searchParamsOf(form: TopicSearchForm): SearchParams {
  const { location, size, founded_after } = form;
  return { location, size, founded_after, config: searchConfigOf(form) };
}

export function searchRequestOf(form: TopicSearchForm): TopicSearchRequest {
  const { location, size, founded_after } = form;
  return {
    topic: form.topic,
    filters: { location, industry: 'restaurant', size, founded_after },
    config: searchConfigOf(form),
  };
}

/** The form field a 422 names ('filters.founded_after', 'config.max_search_queries'). */
export function formFieldOf(field: string): string {
  return field.split('.').at(-1) ?? field;
}
