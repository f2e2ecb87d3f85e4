/**
 * pg_trgm's similarity, computed here so results from any provider are scored alike: each word
 * padded with two spaces before and one after, cut into distinct 3-character pieces; similarity
 * is the pieces two texts share divided by all the distinct pieces of both (0 to 1).
 */
import { wordsOf } from './query-words.ts';

export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of wordsOf(text)) {
    const padded = `  ${word} `;
    for (let at = 0; at + 3 <= padded.length; at++) trigrams.add(padded.slice(at, at + 3));
  }
  return trigrams;
}

export function trigramSimilarity(a: string, b: string): number {
  return similarityOfSets(trigramsOf(a), trigramsOf(b));
}

export function similarityOfSets(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
