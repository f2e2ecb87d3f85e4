/**
 * Test data of the topic search pages: found companies, the service's status answers, stored past
 * searches, and MSW handlers that answer the search service's and the API's calls by path.
 */
import { afterEach, vi } from 'vitest';
import {
  DEFAULT_SEARCH_CONFIG,
  type Company,
  type SaveSearchResultsResponse,
  type TopicSearchStatus,
} from '@tablefor/shared';
import { http, json, server } from '@/test/msw';
import { PAST_SEARCHES_STORAGE_KEY, newPastSearch, type PastSearch } from '../lib/past-searches';

export function company(overrides: Partial<Company> = {}): Company {
  return {
    name: 'Daikokuya',
    description: 'Tonkotsu ramen in Little Tokyo since the 1990s.',
    cuisine_type: 'Japanese, Ramen',
    price_range: '$$',
    location: {
      address: '327 E 1st St',
      neighborhood: 'Little Tokyo',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90012',
      latitude: 34.05,
      longitude: -118.24,
    },
    contact: { phone: '(213) 626-1680', email: '', website: 'https://www.daikoku-ten.example/' },
    hours: { monday: '11:00-22:00', tuesday: '11:00-22:00' },
    opening_hours: {},
    features: ['Takeout'],
    rating: 4.5,
    reviews_count: 128,
    founded_year: null,
    size: null,
    relevance_score: 0.82,
    source_urls: ['https://www.daikoku-ten.example/', 'https://directory.example/places/12'],
    source_names: { 'https://directory.example/places/12': 'Daikokuya on Directory' },
    unknown_filters: ['founded_after'],
    listed_restaurant_id: null,
    ...overrides,
  };
}

export const threeCompanies = (): Company[] => [
  company(),
  company({
    name: 'Tsujita',
    cuisine_type: 'Ramen',
    price_range: '',
    rating: null,
    reviews_count: null,
    relevance_score: 0.5,
    source_urls: ['https://osm.example/node/1'],
    unknown_filters: [],
    contact: { phone: '', email: '', website: '' },
    hours: {},
    features: [],
    location: { ...company().location, address: '2057 Sawtelle Blvd' },
  }),
  company({
    name: 'Kouraku',
    relevance_score: 0.4,
    listed_restaurant_id: 31,
    unknown_filters: ['size', 'founded_after'],
  }),
];

export function statusAnswer(overrides: Partial<TopicSearchStatus> = {}): TopicSearchStatus {
  return {
    task_id: 'task-1',
    status: 'in_progress',
    topic: 'ramen',
    created_at: '2026-05-01T10:00:00.000Z',
    result: null,
    error: null,
    error_code: null,
    ...overrides,
  };
}

export function completedAnswer(companies: Company[], taskId = 'task-1'): TopicSearchStatus {
  return statusAnswer({
    task_id: taskId,
    status: 'completed',
    result: {
      companies,
      metadata: {
        total_results_found: companies.length,
        queries: ['ramen Los Angeles'],
        provider: 'local',
        reflection_steps: 1,
      },
    },
  });
}

/** The status answer of a task that found `threeCompanies()`. */
export const threeResults = () => json(completedAnswer(threeCompanies()));

export function pastSearch(overrides: Partial<PastSearch> = {}): PastSearch {
  const params = { location: 'Los Angeles', size: null, founded_after: null };
  return {
    ...newPastSearch('task-1', 'ramen', { ...params, config: DEFAULT_SEARCH_CONFIG }),
    ...overrides,
  };
}

export function storeSearches(searches: PastSearch[]): void {
  localStorage.setItem(PAST_SEARCHES_STORAGE_KEY, JSON.stringify(searches));
}

export function storedSearches(): PastSearch[] {
  return JSON.parse(localStorage.getItem(PAST_SEARCHES_STORAGE_KEY) ?? '[]') as PastSearch[];
}

type Call = { url: string; method: string; body: unknown; headers: Headers };
type Answer = (call: Call) => Response | Promise<Response>;

export type SearchRoutes = {
  providers?: Answer;
  start?: Answer;
  status?: Answer;
  save?: Answer;
};

const unexpected = () => json({ errors: ['unexpected call'] }, 500);

/**
 * Answers the search service and the API through MSW: each request goes to the route its path
 * names, and every one is recorded (as it arrives, before its body is read) with the path and
 * query it was sent to.
 */
export function stubSearchFetch(routes: SearchRoutes = {}) {
  const calls: Call[] = [];
  const answer = (call: Call): Answer => {
    if (call.url === '/search/providers') {
      return routes.providers ?? (() => json({ providers: ['local'] }));
    }
    if (call.url === '/search/topic') return routes.start ?? unexpected;
    if (call.url.startsWith('/search/status/')) return routes.status ?? unexpected;
    if (call.url === '/api/restaurants/from-search') return routes.save ?? unexpected;
    return unexpected;
  };
  const handle = async ({ request }: { request: Request }) => {
    const { pathname, search } = new URL(request.url);
    const call: Call = {
      url: pathname + search,
      method: request.method,
      body: undefined,
      headers: new Headers(request.headers),
    };
    calls.push(call);
    const text = await request.text();
    call.body = text ? (JSON.parse(text) as unknown) : undefined;
    return answer(call)(call);
  };
  server.use(http.all('/search/*', handle), http.all('/api/*', handle));
  return { calls, callsTo: (url: string) => calls.filter((call) => call.url.startsWith(url)) };
}

export function isolateSearchTests() {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export type { SaveSearchResultsResponse };
