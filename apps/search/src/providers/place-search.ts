/**
 * The imported places that match a query: any of its significant words found in a place's text
 * (pg_trgm word similarity, so 'pizzeria' finds 'pizza' and a typo still matches), where the
 * location filter asks or at a place that states no location, best matches first.
 */
import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { SearchDatabase } from '../db/database.ts';
import { places } from '../db/places.ts';
import { locationTerm } from '../engine/location-match.ts';
import { significantWords } from '../engine/query-words.ts';
import type { Candidate, ProviderQuery } from '../engine/types.ts';
import { placeToCandidate } from '../directory/place-facts.ts';

/** The place's stated location as space-separated lower-case words (as `statedLocationOf`). */
const statedLocation = sql`regexp_replace(lower(concat_ws(' ', ${places.address},
  ${places.neighborhood}, ${places.city}, ${places.state}, ${places.zip_code})),
  '[^[:alnum:]]+', ' ', 'g')`;

function atLocation(location: string): SQL | undefined {
  const term = locationTerm(location);
  if (!term) return undefined;
  return or(
    sql`position(${` ${term} `} in ' ' || ${statedLocation} || ' ') > 0`,
    sql`trim(${statedLocation}) = ''`,
  );
}

/** 'sushii' finds 'sushi' (0.71); 'pasta' does not find 'al pastor' (0.67). */
const MIN_WORD_SIMILARITY = 0.7;

export async function searchPlaces(db: SearchDatabase, query: ProviderQuery): Promise<Candidate[]> {
  const words = significantWords(query.text, query.location);
  // `<%`: the word is similar to some part of the text (pg_trgm's 0.6, so the trigram index finds
  // it); then at least MIN_WORD_SIMILARITY, so a typo matches but 'pasta' does not find 'pastor'.
  const matches = words.map(
    (word) =>
      sql`(${word} <% ${places.search_text}
          and word_similarity(${word}, ${places.search_text}) >= ${MIN_WORD_SIMILARITY})`,
  );
  const similarity = words.length
    ? sql.join(
        words.map((word) => sql`word_similarity(${word}, ${places.search_text})`),
        sql` + `,
      )
    : sql`0`;
  const rows = await db
    .select()
    .from(places)
    .where(and(words.length ? or(...matches) : undefined, atLocation(query.location)))
    .orderBy(desc(similarity), asc(places.name), asc(places.id))
    .limit(query.limit);
  return rows.map(placeToCandidate);
}
