/** `npm run bench`: prints figures; it never fails the build. BENCH_RESTAURANTS sets the scale. */
import { accountsBench } from './src/accounts-bench.ts';
import { printTable } from './src/measure.ts';
import { pageWeight } from './src/page-weight.ts';
import { searchBench } from './src/search-bench.ts';

const restaurants = Number(process.env.BENCH_RESTAURANTS ?? 50_000);
const rows = [
  ...pageWeight({ '/search-results': 'search', '/restaurants/{id}': 'restaurants' }),
  ...(await accountsBench(restaurants)),
  ...(await searchBench(restaurants)),
];
printTable(rows);
