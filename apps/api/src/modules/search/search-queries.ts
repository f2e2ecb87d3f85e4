/** The queries behind a search: the matches (page ids, count, facets), then the page's rows. */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@tablefor/shared';
import { floorPlanColumns, storedFloorPlan } from '../floor/floor-plans.ts';
import type { Database } from '../../db/client.ts';
import { restaurants as r, restaurantSearch } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import {
  distanceMiles,
  filterCondition,
  nearestFirst,
  sortOrder,
  type GeoPoint,
  type SearchFilters,
} from './search-filters.ts';

export type SearchPageRequest = {
  filters: SearchFilters;
  sort: SortOption;
  point: GeoPoint | null;
  page: number;
  pageSize: number;
};

export type SearchSummary = { total: number; neighborhoods: string[]; cuisines: string[] };
export type SearchMatches = SearchSummary & { ids: number[] };

type SummaryRow = { total: number; neighborhoods: string[]; cuisines: string[]; ids?: number[] };

/** Distinct neighborhoods and cuisines of `matched`; each cuisine list is split once. */
const facetColumns = sql`
  array(select distinct neighborhood from matched where neighborhood <> '') as neighborhoods,
  array(
    select distinct trim(cuisine)
    from (select distinct cuisines from matched) lists,
         unnest(string_to_array(lists.cuisines, ',')) cuisine
    where trim(cuisine) <> ''
  ) as cuisines`;

const matchedColumns = sql`id, name, cost, neighborhood, cuisines, latitude, longitude,
  average_rating, review_count, total_num_reservations`;

/**
 * Filters once, into a materialized CTE over the narrow `restaurant_search` (a common word
 * matches thousands of listings, and reading them from `restaurants` reads four times the pages):
 * the trigram and btree indexes find the matches, then the page's ids, the count and the facets all come from that small set in one statement. (Letting
 * the planner walk the GiST or rating index in sort order and filter as it goes was up to 100x
 * slower for rare terms.)
 */
export async function findMatches(
  db: Database,
  request: SearchPageRequest,
): Promise<SearchMatches> {
  const { filters, sort, point, page, pageSize } = request;
  const row = await firstRow(
    db,
    sql`
    with matched as materialized (
      select ${matchedColumns} from ${restaurantSearch}
      where ${filterCondition(filters) ?? sql`true`}
    )
    select (select count(*)::int from matched) as total, ${facetColumns},
      array(
        select id from matched order by ${sortOrder(sort, filters, point)}
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) as ids`,
  );
  return { ...presentSummary(row), ids: row?.ids ?? [] };
}

/** Without filters: the page straight from an index (GiST nearest first, rating, id...). */
export async function findCataloguePageIds(
  db: Database,
  { filters, sort, point, page, pageSize }: SearchPageRequest,
): Promise<number[]> {
  const order =
    sort === 'distance' && point ? nearestFirst(point) : sortOrder(sort, filters, point);
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(isPublished())
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row) => row.id);
}

/** The count and facets of the whole catalogue. */
export async function summarizeCatalogue(db: Database): Promise<SearchSummary> {
  const row = await firstRow(
    db,
    sql`with matched as materialized (
        select neighborhood, cuisines from ${restaurantSearch}
      )
      select (select count(*)::int from matched) as total, ${facetColumns}`,
  );
  return presentSummary(row);
}

/** The result fields of the page's restaurants, in the order of `ids`. */
export async function findSearchRows(db: Database, ids: number[], point: GeoPoint | null) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: r.id,
      name: r.name,
      preview_img: r.preview_img,
      cuisines: r.cuisines,
      cost: r.cost,
      neighborhood: r.neighborhood,
      description: r.description,
      dining_style: r.dining_style,
      address: r.address,
      latitude: r.latitude,
      longitude: r.longitude,
      distance: distanceMiles(point),
      average_rating: r.average_rating,
      review_count: r.review_count,
      total_num_reservations: r.total_num_reservations,
      opening_hours: r.opening_hours,
      time_zone: r.time_zone,
      ...floorPlanColumns,
    })
    .from(r)
    .where(inArray(r.id, ids));
  // Kept with the page (search-service.ts): a floor saved since announces the row changed.
  const byId = new Map(
    rows.map(({ floor_plan, pacing_max_covers, ...row }) => [
      row.id,
      { ...row, plan: storedFloorPlan({ floor_plan, pacing_max_covers }) },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type SearchRow = Awaited<ReturnType<typeof findSearchRows>>[number];

/** Whether some restaurant's neighborhood is exactly `name` (lower-case): then location means it. */
export async function isNeighborhoodName(db: Database, name: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(restaurantSearch)
    .where(sql`lower(${restaurantSearch.neighborhood}) = ${name}`)
    .limit(1);
  return rows.length > 0;
}

async function firstRow(db: Database, query: SQL): Promise<SummaryRow | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: SummaryRow[] };
  return result.rows[0];
}

/** Sorted in JavaScript so the order does not depend on the database's collation. */
function presentSummary(row: SummaryRow | undefined): SearchSummary {
  const alphabetical = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, 'en'));
  return {
    total: Number(row?.total ?? 0),
    neighborhoods: alphabetical(row?.neighborhoods ?? []),
    cuisines: alphabetical(row?.cuisines ?? []),
  };
}
