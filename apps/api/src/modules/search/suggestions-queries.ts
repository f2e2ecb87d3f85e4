/** Search-box suggestions: neighborhoods, cuisines and restaurant names that contain the text. */
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Suggestions } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurants as r } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { containsPattern } from './search-filters.ts';

export async function findSuggestions(
  db: Database,
  q: string,
  limit: number,
): Promise<Suggestions> {
  const text = q.toLowerCase();
  const pattern = containsPattern(text);
  // search_text holds name, cuisines and neighborhood: its trigram index finds the candidates.
  const candidates = sql`${r.search_text} like ${pattern} and ${isPublished()}`;
  const [places, names] = await Promise.all([
    db.execute(sql`
      select distinct neighborhood, cuisines from ${r}
      where ${candidates}
        and (lower(${r.neighborhood}) like ${pattern} or lower(${r.cuisines}) like ${pattern})`),
    db
      .select({ id: r.id, name: r.name, neighborhood: r.neighborhood })
      .from(r)
      .where(and(isPublished(), sql`lower(${r.name}) like ${pattern}`))
      .orderBy(desc(sql`similarity(lower(${r.name}), ${text})`), asc(r.id))
      .limit(limit),
  ]);
  const rows = (places as unknown as { rows: { neighborhood: string; cuisines: string }[] }).rows;
  const cuisines = rows.flatMap((row) => row.cuisines.split(',').map((c) => c.trim()));
  return {
    locations: bestMatches(
      rows.map((row) => row.neighborhood),
      text,
      limit,
    ),
    cuisines: bestMatches(cuisines, text, limit),
    restaurants: names,
  };
}

/** Distinct values containing `text`: those starting with it first, then alphabetical. */
function bestMatches(values: string[], text: string, limit: number): string[] {
  const matching = [...new Set(values)].filter((value) => value.toLowerCase().includes(text));
  const rank = (value: string) => (value.toLowerCase().startsWith(text) ? 0 : 1);
  return matching.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en')).slice(0, limit);
}
