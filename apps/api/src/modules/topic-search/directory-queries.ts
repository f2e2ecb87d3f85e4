/**
 * The catalogue as the search service's embedded provider reads it: published restaurants that no
 * owner has claimed, matching any significant word of the query, in the named place if one is
 * given, most similar first (pg_trgm).
 */
import { and, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryPlace } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurantOwners, restaurants as r } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';

/** Words that say what every listing is, so they select nothing. */
const GENERIC_WORDS = new Set([
  'restaurant',
  'restaurants',
  'food',
  'place',
  'places',
  'best',
  'good',
  'near',
  'the',
  'and',
  'for',
  'with',
]);

export function significantWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !GENERIC_WORDS.has(word)))].slice(0, 8);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Unclaimed: no row in the owners table, which holds every owner (owner_id only the first). */
const hasNoOwner = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(restaurantOwners)
      .where(eq(restaurantOwners.restaurant_id, r.id)),
  );

export async function unclaimedPlaces(
  db: Database,
  { q, location, limit }: { q: string; location: string; limit: number },
): Promise<DirectoryPlace[]> {
  const words = significantWords(q);
  const conditions: (SQL | undefined)[] = [isPublished(), hasNoOwner(db)];
  if (words.length > 0) {
    conditions.push(
      or(...words.map((word) => sql`${r.search_text} like ${`%${escapeLike(word)}%`}`)),
    );
  }
  if (location) {
    const pattern = `%${escapeLike(location.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${r.neighborhood}) like ${pattern} or lower(${r.address}) like ${pattern}
           or lower(${r.location}) like ${pattern})`,
    );
  }
  const query = q.trim().toLowerCase();
  return db
    .select({
      id: r.id,
      name: r.name,
      description: r.description,
      cuisines: r.cuisines,
      cost: r.cost,
      neighborhood: r.neighborhood,
      address: r.address,
      phone: r.phone,
      website: r.website,
      operation_hours: r.operation_hours,
      opening_hours: r.opening_hours,
      average_rating: r.average_rating,
      review_count: r.review_count,
      latitude: r.latitude,
      longitude: r.longitude,
    })
    .from(r)
    .where(and(...conditions))
    .orderBy(sql`similarity(${r.search_text}, ${query}) desc`, r.id)
    .limit(limit);
}
