/** The search state held in the URL query: reading it, and changing it as a new history entry. */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, toSearchParams, type SearchState } from '../lib/search-params';

export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const state = useMemo(() => parseSearchParams(params), [key]);
  const update = (patch: Partial<SearchState>) => setParams(toSearchParams({ ...state, ...patch }));
  return { state, update, key };
}
