/**
 * A query as Overpass QL: amenity=restaurant objects in the area the location names, whose
 * cuisine is one the query names (or its dishes point to) or whose name holds its other words;
 * a reflection query looks for its place by name. Answered as JSON, ways and relations at their
 * center, a few more than asked so the provider can rank them.
 */
import { cuisineSynonymsOf, cuisinesNamedIn } from '../engine/cuisine-words.ts';
import { significantWords, wordsOf } from '../engine/query-words.ts';
import type { ProviderQuery } from '../engine/types.ts';

const MAX_ELEMENTS = 100;
const OVERFETCH = 5;

/** A QL string literal: quotes and backslashes escaped. */
const literal = (text: string) => `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/** The query's filters on a restaurant, one statement each (their union is the answer). */
function tagFilters(query: ProviderQuery): string[] {
  if (query.name) return [`["name"~${literal(wordsOf(query.name).join('.*'))},i]`];
  const cuisines = [...cuisinesNamedIn(query.text), ...cuisineSynonymsOf(query.text)];
  const cuisineWords = new Set(cuisines.flatMap((cuisine) => cuisine.split('_')));
  const otherWords = significantWords(query.text, query.location).filter(
    (word) => !cuisineWords.has(word),
  );
  const filters = [];
  if (cuisines.length) filters.push(`["cuisine"~${literal(cuisines.join('|'))},i]`);
  if (otherWords.length) filters.push(`["name"~${literal(otherWords.join('|'))},i]`);
  return filters.length ? filters : [''];
}

export function overpassQuery(query: ProviderQuery, timeoutMs: number): string {
  const place = query.location.split(',')[0]?.trim() ?? '';
  const area = place ? `area["name"=${literal(place)}]->.searchArea;\n` : '';
  const within = place ? '(area.searchArea)' : '';
  const statements = tagFilters(query).map(
    (filter) => `  nwr["amenity"="restaurant"]${filter}${within};`,
  );
  const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  const count = Math.min(query.limit * OVERFETCH, MAX_ELEMENTS);
  return `[out:json][timeout:${seconds}];\n${area}(\n${statements.join('\n')}\n);\nout center ${count};`;
}
