/** A search: resolve the filters, find the matches, then read the page's rows and slots. */
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
import { countBookedToday } from '../availability/booked-today.ts';
import { findSlotAvailability } from '../availability/slot-availability.ts';
import type { GeoPoint, SearchFilters } from './search-filters.ts';
import type { CatalogueSummary } from './catalogue-summary.ts';
import {
  findCataloguePageIds,
  findMatches,
  findSearchRows,
  isNeighborhoodName,
  type SearchRow,
} from './search-queries.ts';

export type SearchDeps = { db: Database; catalogueSummary: CatalogueSummary };

export async function searchRestaurants(
  { db, catalogueSummary }: SearchDeps,
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
  const filters = await resolveFilters(db, query);
  const request = { filters, sort: query.sort, point, page: query.page, pageSize: query.pageSize };
  const { ids, ...summary } = Object.values(filters).some((value) => value !== undefined)
    ? await findMatches(db, request)
    : { ...(await catalogueSummary()), ids: await findCataloguePageIds(db, request) };
  const rows = await findSearchRows(db, ids, point);
  const [slots, bookedToday] = await Promise.all([
    findSlotAvailability(db, rows, date, slotsAround(time), partySize, now),
    countBookedToday(db, rows, now),
  ]);
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

/** Lower-cases the text filters; a location that names a neighborhood exactly means only it. */
async function resolveFilters(db: Database, query: SearchQuery): Promise<SearchFilters> {
  const location = query.location?.toLowerCase();
  return {
    text: query.searchInput?.toLowerCase(),
    cuisine: query.cuisine?.toLowerCase(),
    location: location
      ? { term: location, exact: await isNeighborhoodName(db, location) }
      : undefined,
    price: query.priceRange,
    diningStyle: query.diningStyle?.toLowerCase(),
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
