/** The search state of /search-results and /search, read from and written to the URL query. */
import {
  DEFAULT_PARTY_SIZE,
  DEFAULT_SEARCH_TIME,
  DEFAULT_TIME_ZONE,
  isAllowedBookingDate,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  SORT_OPTIONS,
  isBookableTime,
  restaurantToday,
  type SortOption,
} from '@tablefor/shared';

export type SearchState = {
  searchInput: string;
  cuisine: string;
  /** A neighborhood (the spec's 'location' filter). */
  location: string;
  /** '' (any), '2' (one level) or '1-3' (a pair). */
  priceRange: string;
  diningStyle: string;
  /** Only restaurants with a step-free entrance ('Accessible entrance'); absent means any. */
  accessibleEntrance?: boolean;
  date: string;
  time: string;
  partySize: number;
  sort: SortOption;
};

export type SearchFilters = Pick<
  SearchState,
  'searchInput' | 'cuisine' | 'location' | 'priceRange' | 'diningStyle' | 'accessibleEntrance'
>;

const TEXT_KEYS = ['searchInput', 'cuisine', 'location', 'diningStyle'] as const;

export function defaultSearchState(today = restaurantToday(DEFAULT_TIME_ZONE)): SearchState {
  return {
    searchInput: '',
    cuisine: '',
    location: '',
    priceRange: '',
    diningStyle: '',
    date: today,
    time: DEFAULT_SEARCH_TIME,
    partySize: DEFAULT_PARTY_SIZE,
    sort: 'relevance',
  };
}

function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Reads the URL query; anything missing or out of range falls back to its default. */
export function parseSearchParams(
  params: URLSearchParams,
  today = restaurantToday(DEFAULT_TIME_ZONE),
): SearchState {
  const state = defaultSearchState(today);
  for (const key of TEXT_KEYS) state[key] = params.get(key)?.trim() ?? '';
  const price = params.get('priceRange')?.trim() ?? '';
  if (/^[1-4]([-,][1-4])?$/.test(price)) state.priceRange = price.replace(',', '-');
  if (params.get('accessibleEntrance') === 'true') state.accessibleEntrance = true;
  const date = params.get('date') ?? '';
  if (isAllowedBookingDate(date, today)) state.date = date;
  const time = params.get('time') ?? '';
  if (isBookableTime(time)) state.time = time;
  const partySize = Number(params.get('partySize'));
  if (Number.isInteger(partySize) && partySize >= MIN_PARTY_SIZE && partySize <= MAX_PARTY_SIZE) {
    state.partySize = partySize;
  }
  const sort = params.get('sort') ?? '';
  if (isSortOption(sort)) state.sort = sort;
  return state;
}

/** The shortest query for a state: empty filters and default values are left out. */
export function toSearchParams(
  state: Partial<SearchState>,
  today = restaurantToday(DEFAULT_TIME_ZONE),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...TEXT_KEYS, 'priceRange'] as const) {
    const value = state[key]?.trim();
    if (value) params.set(key, value);
  }
  if (state.accessibleEntrance) params.set('accessibleEntrance', 'true');
  if (state.date && state.date !== today) params.set('date', state.date);
  if (state.time && state.time !== DEFAULT_SEARCH_TIME) params.set('time', state.time);
  if (state.partySize && state.partySize !== DEFAULT_PARTY_SIZE) {
    params.set('partySize', String(state.partySize));
  }
  if (state.sort && state.sort !== 'relevance') params.set('sort', state.sort);
  return params;
}

/** '/search-results?cuisine=Italian' (or the bare path without any filter). */
export function searchResultsUrl(state: Partial<SearchState>, pathname = '/search-results') {
  const query = toSearchParams(state).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The API query for one page of results: every value explicit, plus the diner's position. */
export function toApiParams(
  state: SearchState,
  page: number,
  position?: { latitude: number; longitude: number } | null,
): URLSearchParams {
  const params = toSearchParams({ ...state, date: undefined, time: undefined, partySize: 0 });
  params.set('date', state.date);
  params.set('time', state.time);
  params.set('partySize', String(state.partySize));
  params.set('sort', state.sort);
  params.set('page', String(page));
  if (position) {
    params.set('latitude', String(position.latitude));
    params.set('longitude', String(position.longitude));
  }
  return params;
}
