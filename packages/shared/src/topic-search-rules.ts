/**
 * Topic search: its limits, defaults and messages. Zod-free, so the
 * search page loads them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const TOPIC_MAX_LENGTH = 200;
export const TOPIC_LOCATION_MAX_LENGTH = 120;
export const FOUNDED_AFTER_MIN = 1800;
export const SEARCH_QUERIES_RANGE = { min: 1, max: 10 } as const;
export const SEARCH_RESULTS_RANGE = { min: 1, max: 10 } as const;
export const REFLECTION_STEPS_RANGE = { min: 1, max: 3 } as const;

export const companySizes = ['small', 'medium', 'large'] as const;
export type CompanySize = (typeof companySizes)[number];

/**
 * Where a task looks: `local` is the embedded directory (unclaimed catalogue restaurants and
 * imported places) and always there; the others only when the service is given their URL.
 */
export const searchProviders = ['local', 'overpass', 'searxng'] as const;
export type SearchProvider = (typeof searchProviders)[number];
export const searchModes = ['company'] as const;
export type SearchMode = (typeof searchModes)[number];

export type SearchConfig = {
  max_search_queries: number;
  max_search_results: number;
  max_reflection_steps: number;
  search_provider: SearchProvider;
  search_mode: SearchMode;
};
export const DEFAULT_SEARCH_CONFIG: SearchConfig = {
  max_search_queries: 3,
  max_search_results: 3,
  max_reflection_steps: 1,
  search_provider: 'local',
  search_mode: 'company',
};

export const taskStatuses = ['pending', 'in_progress', 'completed', 'error'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** Status polling: at most 30 polls, 2 s times min(poll count, 5) apart. */
export const STATUS_MAX_POLLS = 30;
export const STATUS_POLL_BASE_MS = 2000;
export const STATUS_POLL_MAX_FACTOR = 5;
export const pollDelayMs = (pollCount: number) =>
  STATUS_POLL_BASE_MS * Math.min(Math.max(pollCount, 1), STATUS_POLL_MAX_FACTOR);

/** Past searches stay in the browser this long. */
export const PAST_SEARCH_KEEP_DAYS = 7;
export const SAVED_NOTICE_MS = 3000;
export const SAVE_ERROR_NOTICE_MS = 5000;
export const EXPORT_FILE_NAME = 'selected_restaurants.csv';
/** Results saved as listings in one request. */
export const MAX_SAVED_RESULTS = 50;

/**
 * What a saved result gets for what it does not state (two readings of cost and of
 * hours; these are the ones kept): cost 2 ('$$'), every day's hours 'TBD'.
 */
export const SAVED_RESULT_DEFAULTS = {
  cost: 2,
  hours: 'TBD',
  dining_style: 'Casual Dining',
  dress_code: 'Casual',
  parking_details: 'Street Parking',
  payment_options: 'All Major Credit Cards',
} as const;

const topicSearchMessageDefinitions = {
  topicRequired: 'Topic is required',
  topicTooLong: {
    text: 'Topic must be at most {{max}} characters',
    params: { max: TOPIC_MAX_LENGTH },
  },
  locationTooLong: {
    text: 'Location must be at most {{max}} characters',
    params: { max: TOPIC_LOCATION_MAX_LENGTH },
  },
  foundedAfterRange: {
    text: 'Founded after must be a year from {{min}} to the current year',
    params: { min: FOUNDED_AFTER_MIN },
  },
  sizeInvalid: 'Size must be small, medium or large',
  industryInvalid: 'Industry must be restaurant',
  maxQueriesRange: {
    text: 'Max search queries must be from {{min}} to {{max}}',
    params: SEARCH_QUERIES_RANGE,
  },
  maxResultsRange: {
    text: 'Max search results must be from {{min}} to {{max}}',
    params: SEARCH_RESULTS_RANGE,
  },
  reflectionStepsRange: {
    text: 'Reflection steps must be from {{min}} to {{max}}',
    params: REFLECTION_STEPS_RANGE,
  },
  providerInvalid: 'This search provider is not available',
  searchModeInvalid: "Search mode must be 'company'",
  outputModelInvalid: 'The output model must be a JSON schema object',
  bodyInvalid: 'The request body must be a JSON object',
  startFailed: 'Failed to initiate search',
  statusFailed: 'Failed to check search status',
  timedOut: 'Search timed out',
  taskNotFound: 'Search Not Found',
  providerFailed: 'The search provider could not be reached',
  taskFailed: 'The search could not be completed',
  noResults: 'No results found',
  saveFailed: 'Failed to save restaurants',
  nothingToSave: 'Select at least one result to save',
  tooManyToSave: {
    text: 'At most {{max}} results can be saved at once',
    params: { max: MAX_SAVED_RESULTS },
  },
  serviceUnavailable: 'The search service is not available. Please try again later.',
} as const;

export const topicSearchMessages = /* @__PURE__ */ messageTexts(topicSearchMessageDefinitions);
export const topicSearchCodes = /* @__PURE__ */ messageCodes(
  'topicSearch',
  topicSearchMessageDefinitions,
);
export const topicSearchMessageEntries = /* @__PURE__ */ messageEntries(
  'topicSearch',
  topicSearchMessageDefinitions,
);
