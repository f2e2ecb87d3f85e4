/** The SQL of a search: which restaurants match, in which order, and how far away they are. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@tablefor/shared';
import { restaurants, restaurantSearch as s } from '../../db/schema/index.ts';

/** Lower-cased filter values; `location` is a neighborhood name or, when none has that exact name, a part of a neighborhood or city. */
export type SearchFilters = {
  text?: string;
  cuisine?: string;
  location?: { term: string; exact: boolean };
  price?: { min: number; max: number };
  diningStyle?: string;
  accessibleEntrance?: boolean;
};

export type GeoPoint = { latitude: number; longitude: number };

/** Miles per unit of earth(): earthdistance measures on a sphere of radius earth() metres. */
const EARTH_RADIUS_MILES = 3959;

/** A LIKE pattern matching `text` anywhere, with its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE of a search over `restaurant_search`, which holds only published restaurants. */
export function filterCondition(filters: SearchFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // search_text is already lower-case, so a plain LIKE uses its trigram index.
  if (filters.text) conditions.push(sql`${s.search_text} like ${containsPattern(filters.text)}`);
  if (filters.cuisine) {
    // search_text holds the cuisines: its trigram index narrows, the list check decides.
    conditions.push(
      sql`${s.search_text} like ${containsPattern(filters.cuisine)}`,
      sql`${filters.cuisine} = any(regexp_split_to_array(lower(trim(${s.cuisines})), '\\s*,\\s*'))`,
    );
  }
  if (filters.location?.exact) {
    conditions.push(sql`lower(${s.neighborhood}) = ${filters.location.term}`);
  } else if (filters.location) {
    const pattern = containsPattern(filters.location.term);
    conditions.push(
      sql`(lower(${s.neighborhood}) like ${pattern} or lower(${s.location}) like ${pattern})`,
    );
  }
  if (filters.price) {
    conditions.push(sql`${s.cost} between ${filters.price.min} and ${filters.price.max}`);
  }
  if (filters.diningStyle) conditions.push(sql`lower(${s.dining_style}) = ${filters.diningStyle}`);
  if (filters.accessibleEntrance) {
    // Read from the listing itself (its partial index), not copied into restaurant_search.
    conditions.push(
      sql`${s.id} in (select ${restaurants.id} from ${restaurants} where (${restaurants.accessibility} ->> 'step_free_entrance') = 'true')`,
    );
  }
  return and(...conditions);
}

const earthPoint = (point: GeoPoint) => sql`ll_to_earth(${point.latitude}, ${point.longitude})`;

/**
 * The haversine term over columns named without their table: sin²(Δlat/2) + cos·cos·sin²(Δlng/2),
 * which grows with the distance (null without coordinates). Plain float arithmetic: over a few
 * thousand matches it is ~10x cheaper in PGlite than ll_to_earth (cube) per row.
 */
function haversineTerm(point: GeoPoint): SQL {
  const lat = sql`radians(latitude)`;
  const pointLat = sql`radians(${point.latitude}::float8)`;
  return sql`(sin((${lat} - ${pointLat}) / 2) ^ 2
    + cos(${pointLat}) * cos(${lat}) * sin(radians(longitude - ${point.longitude}::float8) / 2) ^ 2)`;
}

/** Haversine with R = 3959 miles; rounding can push the term a hair over 1 for antipodes. */
function haversineMiles(point: GeoPoint): SQL {
  const chord = sql`sqrt(${haversineTerm(point)})`;
  return sql`(2 * ${EARTH_RADIUS_MILES} * asin(case when ${chord} > 1 then 1 else ${chord} end))`;
}

/** Miles to the point (earth radius 3959) to 2 decimals; null without a point or coordinates. */
export function distanceMiles(point: GeoPoint | null): SQL<number | null> {
  if (!point) return sql<null>`null::float8`;
  return sql<number | null>`round(${haversineMiles(point)}::numeric, 2)::float8`;
}

/**
 * The ORDER BY of a sort over restaurant columns named without their table (so it also orders a
 * CTE of matches), ties broken by id. Distance without a point falls back to relevance.
 */
export function sortOrder(sort: SortOption, filters: SearchFilters, point: GeoPoint | null): SQL {
  switch (sort) {
    case 'distance':
      if (!point) return sortOrder('relevance', filters, point);
      // Nearest first by the haversine term itself: the miles grow with it, and sqrt and asin
      // cost a third of a sort over thousands of matches.
      return sql`${haversineTerm(point)}, id`;
    case 'rating':
      return sql`average_rating desc, review_count desc, id`;
    case 'price':
      return sql`cost, id`;
    case 'name':
      return sql`lower(name), id`;
    case 'popularity':
      return sql`total_num_reservations + review_count desc, id`;
    case 'relevance':
      if (!filters.text) return sql`id`;
      return sql`similarity(lower(name), ${filters.text}) desc, id`;
  }
}

/** Nearest first over the whole catalogue: `<->` is what the GiST index answers in order. */
export function nearestFirst(point: GeoPoint): SQL {
  return sql`ll_to_earth(latitude, longitude) <-> ${earthPoint(point)}, id`;
}
