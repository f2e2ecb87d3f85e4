/**
 * Past searches: kept in this browser's localStorage, newest first, dropped after
 * PAST_SEARCH_KEEP_DAYS. Each keeps its poll count, so a reload resumes polling where it was.
 */
import { z } from 'zod';
import {
  companySizes,
  PAST_SEARCH_KEEP_DAYS,
  searchConfigSchema,
  STATUS_MAX_POLLS,
  taskStatuses,
  topicSearchCodes,
  type TopicSearchStatus,
} from '@tablefor/shared';

export const PAST_SEARCHES_STORAGE_KEY = 'topicSearch.pastSearches';
const KEEP_MS = PAST_SEARCH_KEEP_DAYS * 24 * 60 * 60 * 1000;

const saveOutcomeSchema = z.union([
  z.object({ kind: z.literal('created'), restaurantId: z.number() }),
  z.object({ kind: z.literal('duplicate'), restaurantId: z.number() }),
]);
export type SaveOutcome = z.infer<typeof saveOutcomeSchema>;

const pastSearchSchema = z.object({
  taskId: z.string().min(1),
  topic: z.string(),
  params: z.object({
    location: z.string(),
    size: z.enum(companySizes).nullable(),
    founded_after: z.number().nullable(),
    config: searchConfigSchema,
  }),
  status: z.enum(taskStatuses),
  /** Status checks made so far (at most STATUS_MAX_POLLS). */
  polls: z.number().int().min(0),
  resultCount: z.number().int().min(0).nullable(),
  /** Why it ended in error: a message code, and the service's own words when it gave some. */
  error: z.object({ code: z.string(), text: z.string().nullable() }).nullable(),
  createdAt: z.number(),
  /** The results chosen on the results page (indexes), and what saving them did. */
  selected: z.array(z.number().int()).default([]),
  saved: z.record(z.string(), saveOutcomeSchema).default({}),
});
export type PastSearch = z.output<typeof pastSearchSchema>;
export type SearchParams = PastSearch['params'];

export function newPastSearch(
  taskId: string,
  topic: string,
  params: SearchParams,
  now = Date.now(),
): PastSearch {
  const fresh = { status: 'pending', polls: 0, resultCount: null, error: null } as const;
  return { taskId, topic, params, ...fresh, createdAt: now, selected: [], saved: {} };
}

/** The stored searches younger than the keeping time, newest first; unreadable ones are dropped. */
export function readPastSearches(now = Date.now()): PastSearch[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(PAST_SEARCHES_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((entry) => {
      const parsed = pastSearchSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    })
    .filter((search) => now - search.createdAt < KEEP_MS)
    .sort((a, b) => b.createdAt - a.createdAt);
}

export function writePastSearches(searches: readonly PastSearch[]): void {
  try {
    localStorage.setItem(PAST_SEARCHES_STORAGE_KEY, JSON.stringify(searches));
  } catch {
    // Storage full or blocked: the list lasts for this visit only.
  }
}

/** Changes one stored search in place (the results page keeps its selection there). */
export function updateStoredSearch(taskId: string, change: Partial<PastSearch>): void {
  const searches = readPastSearches();
  if (!searches.some((search) => search.taskId === taskId)) return;
  writePastSearches(
    searches.map((search) => (search.taskId === taskId ? { ...search, ...change } : search)),
  );
}

export const isRunning = (search: Pick<PastSearch, 'status'>) =>
  search.status === 'pending' || search.status === 'in_progress';

/** Only completed tasks with results open the results page. */
export const hasResults = (search: PastSearch) =>
  search.status === 'completed' && (search.resultCount ?? 0) > 0;

const failed = (code: string, text: string | null = null) => ({
  status: 'error' as const,
  error: { code, text },
});

/** A search after its `polls`-th status check answered `status`. */
export function afterPoll(
  search: PastSearch,
  status: TopicSearchStatus,
  polls: number,
): PastSearch {
  if (status.status === 'completed') {
    const resultCount = status.result?.companies.length ?? 0;
    return { ...search, polls, status: 'completed', resultCount, error: null };
  }
  if (status.status === 'error') {
    const code = status.error_code ?? topicSearchCodes.taskFailed;
    return { ...search, polls, ...failed(code, status.error) };
  }
  if (polls >= STATUS_MAX_POLLS) return { ...search, polls, ...failed(topicSearchCodes.timedOut) };
  return { ...search, polls, status: status.status };
}

/** A search whose status check failed: unknown to the service, or not answered. */
export function afterFailedPoll(search: PastSearch, polls: number, notFound: boolean): PastSearch {
  const code = notFound ? topicSearchCodes.taskNotFound : topicSearchCodes.statusFailed;
  return { ...search, polls, ...failed(code) };
}

/** A check that failed or ran out of polls says nothing of the task: it may be checked again. */
export const canCheckAgain = (search: PastSearch) =>
  search.status === 'error' &&
  (search.error?.code === topicSearchCodes.statusFailed ||
    search.error?.code === topicSearchCodes.timedOut);

export const checkAgain = (search: PastSearch): PastSearch => ({
  ...search,
  status: 'pending',
  polls: 0,
  error: null,
});
