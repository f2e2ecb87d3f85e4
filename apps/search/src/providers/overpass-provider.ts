/**
 * OpenStreetMap through an Overpass API (OVERPASS_URL): restaurants read from their tags, each
 * linking to its OpenStreetMap page. Overpass unreachable, refusing the query or answering
 * something else than its JSON fails the task's attempt.
 */
import { placeToCandidate } from '../directory/place-facts.ts';
import { overpassAnswerSchema, placesFromOverpass } from '../directory/overpass-json.ts';
import type { Provider } from '../engine/types.ts';
import { fetchJson } from './fetch-json.ts';
import { overpassQuery } from './overpass-query.ts';
import { providerFailure } from './provider-failure.ts';
import { bestCandidates } from './rank-candidates.ts';

export function createOverpassProvider({
  url,
  timeoutMs,
}: {
  url: string;
  timeoutMs: number;
}): Provider {
  return {
    id: 'overpass',
    async search(query, signal) {
      const answer = await fetchJson(url, overpassAnswerSchema, {
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ data: overpassQuery(query, timeoutMs) }),
        },
        timeoutMs,
        signal,
      });
      // A query that ran out of time or memory answers 200 with what it had and this remark.
      if (answer.remark?.includes('error')) throw providerFailure(new Error(answer.remark));
      return bestCandidates(query, placesFromOverpass(answer).map(placeToCandidate));
    },
  };
}
