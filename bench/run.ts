/**
 * `npm run bench`: prints figures; it never fails the build. BENCH_RESTAURANTS sets the scale;
 * BENCH_ONLY=pages,accounts,search,booking,topic-search runs only the named sections.
 */
import { accountsBench } from './src/accounts-bench.ts';
import { bookingBench } from './src/booking-bench.ts';
import { printTable, type Row } from './src/measure.ts';
import { pageWeight } from './src/page-weight.ts';
import { searchBench } from './src/search-bench.ts';
import { topicSearchBench } from './src/topic-search-bench.ts';

const restaurants = Number(process.env.BENCH_RESTAURANTS ?? 50_000);
const sections: Record<string, () => Promise<Row[]> | Row[]> = {
  pages: () =>
    pageWeight({
      '/search-results': 'search',
      '/restaurants/{id}': 'restaurants',
      '/business': 'business-landing-page',
      '/business/get-started': 'get-started-page',
      '/create-restaurant': 'create-restaurant',
      '/terms-of-service': 'legal',
      '/create-restaurant/topic-search (and results)': 'topic-search',
      '/restaurants/{id}/claim (and /claim-demo)': 'claim',
      '/business/dashboard': 'owner-console-page',
    }),
  accounts: () => accountsBench(restaurants),
  search: () => searchBench(restaurants),
  booking: () => bookingBench(),
  'topic-search': () => topicSearchBench(),
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const rows: Row[] = [];
for (const [name, section] of Object.entries(sections)) {
  if (!only || only.includes(name)) rows.push(...(await section()));
}
printTable(rows);
