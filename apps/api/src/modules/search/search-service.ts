/**
 * A search: resolve the filters, find the matches and read the page's rows (kept until the
 * database says a listing changed), then the slots and bookings today, read every time.
 */
import {
  DEFAULT_PARTY_SIZE,
  DEFAULT_SEARCH_TIME,
  DEFAULT_TIME_ZONE,
  slotsAround,
  zonedDateString,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
  type TimeSlot,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { findSlotsAndBookedToday } from '../availability/slot-availability.ts';
import type { GeoPoint, SearchFilters } from './search-filters.ts';
import type { CatalogueSummary } from './catalogue-summary.ts';
import {
  findCataloguePageIds,
  findMatches,
  findSearchRows,
  isNeighborhoodName,
  type SearchPageRequest,
  type SearchRow,
} from './search-queries.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import {
  POPULARITY_MATCHES,
  restaurantDetailKey,
  SEARCH_MATCHES,
} from '../restaurants/restaurant-detail-changes.ts';

export type SearchDeps = { db: Database; catalogueSummary: CatalogueSummary; readCache: ReadCache };

export async function searchRestaurants(
  { db, catalogueSummary, readCache }: SearchDeps,
  query: SearchQuery,
  now: Date,
): Promise<SearchResponse> {
  const date = query.date ?? zonedDateString(now, DEFAULT_TIME_ZONE);
  const time = query.time ?? DEFAULT_SEARCH_TIME;
  const partySize = query.partySize ?? DEFAULT_PARTY_SIZE;
  const point: GeoPoint | null =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const { sort, page, pageSize } = query;
  // Dropped when a listing is added, removed or re-ranked (migration 0012), or when one of the
  // page's restaurants changes (0011: its rows are kept too).
  const { rows, ...summary } = await readCache.read(
    `search:${JSON.stringify({ ...lowerCaseFilters(query), sort, point, page, pageSize })}`,
    async () => {
      const filters = await resolveFilters(db, query);
      return findPage({ db, catalogueSummary }, { filters, sort, point, page, pageSize });
    },
    () => true,
    (found) => [
      SEARCH_MATCHES,
      ...(sort === 'popularity' ? [POPULARITY_MATCHES] : []),
      ...found.rows.map((row) => restaurantDetailKey(row.id)),
    ],
  );
  const { slots, bookedToday } = await findSlotsAndBookedToday(db, {
    restaurants: rows,
    date,
    times: slotsAround(time),
    partySize,
    now,
  });
  return {
    restaurants: rows.map((row) =>
      presentSearchResult(row, slots.get(row.id) ?? [], bookedToday.get(row.id) ?? 0),
    ),
    total: summary.total,
    page: query.page,
    pageSize: query.pageSize,
    date,
    time,
    partySize,
    facets: { neighborhoods: summary.neighborhoods, cuisines: summary.cuisines },
  };
}

/** The page's rows in order, with the count and facets of all the matches. */
async function findPage(
  { db, catalogueSummary }: Omit<SearchDeps, 'readCache'>,
  request: SearchPageRequest,
) {
  const { ids, ...summary } = Object.values(request.filters).some((value) => value !== undefined)
    ? await findMatches(db, request)
    : { ...(await catalogueSummary()), ids: await findCataloguePageIds(db, request) };
  return { ...summary, rows: await findSearchRows(db, ids, request.point) };
}

/** The filters as asked, text lower-cased (matching ignores case). */
function lowerCaseFilters(query: SearchQuery) {
  return {
    text: query.searchInput?.toLowerCase(),
    cuisine: query.cuisine?.toLowerCase(),
    location: query.location?.toLowerCase(),
    price: query.priceRange,
    diningStyle: query.diningStyle?.toLowerCase(),
    accessibleEntrance: query.accessibleEntrance,
  };
}

/** A location that names a neighborhood exactly means only it. */
async function resolveFilters(db: Database, query: SearchQuery): Promise<SearchFilters> {
  const { location, ...filters } = lowerCaseFilters(query);
  return {
    ...filters,
    location: location
      ? { term: location, exact: await isNeighborhoodName(db, location) }
      : undefined,
  };
}

function presentSearchResult(row: SearchRow, slots: TimeSlot[], bookedToday: number): SearchResult {
  return {
    id: row.id,
    name: row.name,
    preview_img: row.preview_img,
    cuisines: row.cuisines,
    cost: row.cost,
    neighborhood: row.neighborhood,
    description: row.description,
    dining_style: row.dining_style,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    distance: row.distance === null ? null : Number(row.distance),
    average_rating: row.average_rating,
    review_count: row.review_count,
    total_num_reservations: row.total_num_reservations,
    booked_today: bookedToday,
    slots,
  };
}
