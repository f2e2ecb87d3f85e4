/** A provider's best `limit` candidates for a query, by the engine's text similarity. */
import { significantWords } from '../engine/query-words.ts';
import { similarityToWords } from '../engine/relevance-score.ts';
import type { Candidate, ProviderQuery } from '../engine/types.ts';

export function bestCandidates(
  query: ProviderQuery,
  candidates: readonly Candidate[],
): Candidate[] {
  const words = significantWords(query.text, query.location);
  return candidates
    .map((candidate) => ({ candidate, score: similarityToWords(words, candidate) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, query.limit)
    .map(({ candidate }) => candidate);
}
