/**
 * The deterministic query expansion: a topic and its filters become up to max_search_queries
 * distinct queries (the topic itself, the cuisines it names, the cuisines its dishes point to,
 * then the dishes and venues of the cuisines it names).
 */
import type { TopicSearchTask } from '@tablefor/shared';
import {
  cuisineSynonymsOf,
  cuisinesNamedIn,
  cuisineWords,
  dishesOfCuisinesIn,
} from './cuisine-words.ts';
import { significantWords, wordsOf } from './query-words.ts';

/** '<text> in <location>', unless the text already says where. */
export function queryAt(text: string, location: string): string {
  const where = wordsOf(location).join(' ');
  if (!where || ` ${wordsOf(text).join(' ')} `.includes(` ${where} `)) return text;
  return `${text} in ${location}`;
}

/**
 * Distinct by what they seek: 'italian restaurants in X' and 'italian restaurant in X' are one
 * query. At most `max`, in the order given.
 */
export function distinctQueries(queries: readonly string[], location: string, max: number) {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const query of queries.map((text) => text.trim()).filter(Boolean)) {
    const key = significantWords(query, location).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(query);
  }
  return distinct.slice(0, max);
}

export function expandQueries({ topic, filters, config }: TopicSearchTask): string[] {
  const named = cuisinesNamedIn(topic);
  const pointed = cuisineSynonymsOf(topic);
  const variants = [...named, ...pointed].map((cuisine) => `${cuisineWords(cuisine)} restaurant`);
  const dishes = dishesOfCuisinesIn(topic);
  const queries = [topic, ...variants, ...dishes].map((text) => queryAt(text, filters.location));
  return distinctQueries(queries, filters.location, config.max_search_queries);
}
