/** Test data for the search screens: a result row, a search answer and suggestions. */
import type { SearchResponse, SearchResult, Suggestions } from '@tablefor/shared';
import { jsonResponse } from '@/test/render';

export function searchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id: 12,
    name: 'Bella Notte',
    preview_img: '/images/restaurants/12.svg',
    cuisines: 'Italian, Pizza',
    cost: 3,
    neighborhood: 'Santa Monica',
    description: 'Handmade pasta.',
    dining_style: 'Casual Elegant',
    address: '1 Ocean Ave',
    latitude: 34.01,
    longitude: -118.49,
    distance: 2.345,
    average_rating: 4.3,
    review_count: 18,
    total_num_reservations: 40,
    booked_today: 3,
    slots: [
      { time: '18:00', available: true },
      { time: '18:30', available: false },
      { time: '19:00', available: true },
    ],
    ...overrides,
  };
}

export function searchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    restaurants: [searchResult()],
    total: 1,
    page: 1,
    pageSize: 20,
    date: '2025-06-10',
    time: '19:00',
    partySize: 2,
    facets: { neighborhoods: ['Santa Monica', 'Venice'], cuisines: ['Italian', 'Thai'] },
    ...overrides,
  };
}

const five = (prefix: string) => Array.from({ length: 5 }, (_, i) => `${prefix} ${i + 1}`);

export const manySuggestions: Suggestions = {
  locations: five('Area'),
  cuisines: five('Cuisine'),
  restaurants: five('Place').map((name, i) => ({ id: i + 1, name, neighborhood: 'Venice' })),
};

/** A fetch stand-in answering the suggestions and search endpoints. */
export function searchApi(answers: { suggestions?: Suggestions; search?: SearchResponse } = {}) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    if (url.startsWith('/api/restaurants/suggestions')) {
      return jsonResponse(answers.suggestions ?? manySuggestions);
    }
    if (url.startsWith('/api/restaurants/search')) {
      return jsonResponse(answers.search ?? searchResponse());
    }
    return jsonResponse({ errors: ['path: not found'] }, 404);
  };
}

/** Makes the page narrow (<768px) or wide for components that ask matchMedia. */
export function mockViewport(narrow: boolean) {
  return (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
}
