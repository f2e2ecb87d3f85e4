/** What both search pages start from: the URL's search state, the diner's place and the results. */
import { useSearchResults } from '../api/search-restaurants';
import { useDinerLocation } from './use-diner-location';
import { useSearchState } from './use-search-state';

export function useSearchPage() {
  const { state, update, key } = useSearchState();
  const { location } = useDinerLocation();
  const position = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const query = useSearchResults(state, position);
  return { state, update, key, location, query };
}
