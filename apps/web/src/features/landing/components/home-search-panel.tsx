/** The landing page's search slot: the search feature's panel and the top-rated restaurants row. */
import { HomeSearchPanel as SearchPanel, TopRatedRow } from '@/features/search';

export function HomeSearchPanel() {
  return (
    <>
      <SearchPanel />
      <TopRatedRow />
    </>
  );
}
