/**
 * relevance_score: how closely a result's own text matches the topic, in 0-1.
 *
 * For each significant word of the topic (stop words such as 'restaurant', 'in' or 'best' left
 * out), take the best pg_trgm trigram similarity between that word and any word of the result's
 * name, cuisine, neighbourhood, city and description; the score is the mean over the topic's
 * words, rounded to 3 decimals. Trigram similarity is pg_trgm's: a word is lower-cased (accents
 * folded), padded with two spaces before and one after and cut into its distinct 3-character
 * pieces; the similarity of two words is the pieces they share divided by all the distinct pieces
 * of both. A word the result contains scores 1, an unrelated word about 0. Filters (location,
 * size, founding year) only include or exclude a result: they never add to its score.
 */
import type { Candidate } from './types.ts';
import { significantWords, wordsOf } from './query-words.ts';
import { similarityOfSets, trigramsOf } from './trigram-similarity.ts';

/** The text a result is scored on: what it is and where, not how to reach it. */
function scoredTextOf(candidate: Candidate): string {
  const { name, cuisine_type, description, location } = candidate;
  return [name, cuisine_type, location.neighborhood, location.city, description].join(' ');
}

/** The mean, over `queryWords`, of each word's best trigram similarity to a word of the result. */
export function similarityToWords(queryWords: readonly string[], candidate: Candidate): number {
  if (queryWords.length === 0) return 0;
  const resultWords = [...new Set(wordsOf(scoredTextOf(candidate)))].map(trigramsOf);
  let total = 0;
  for (const word of queryWords) {
    const trigrams = trigramsOf(word);
    total += Math.max(0, ...resultWords.map((other) => similarityOfSets(trigrams, other)));
  }
  return total / queryWords.length;
}

/** The score of a result for a task's topic (a topic of stop words only is scored on them all). */
export function relevanceScore(topic: string, candidate: Candidate): number {
  const words = significantWords(topic);
  const score = similarityToWords(words.length ? words : wordsOf(topic), candidate);
  return Math.round(score * 1000) / 1000;
}
