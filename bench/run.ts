/**
 * `npm run bench`: prints figures and writes them as JSON under bench/results/; it never fails
 * the build. BENCH_RESTAURANTS sets the scale; BENCH_ONLY=pages,accounts,search,booking,
 * availability,topic-search,host-stand,load,lighthouse,crawl runs only the named sections.
 */
import { accountsBench } from './src/accounts-bench.ts';
import { availabilityBench } from './src/availability-bench.ts';
import { bookingBench } from './src/booking-bench.ts';
import { crawlBench } from './src/crawl-bench.ts';
import { lighthouseBench } from './src/lighthouse-bench.ts';
import { hostStandBench } from './src/host-stand-bench.ts';
import { loadBench } from './src/load-bench.ts';
import { printTable, writeResults, type Row } from './src/measure.ts';
import { pageWeight } from './src/page-weight.ts';
import { searchBench } from './src/search-bench.ts';
import { topicSearchBench } from './src/topic-search-bench.ts';

/** What a server-rendered page loads first; it then adds the entry (src/start/app-code.ts). */
const START = 'src/start-app.ts';
const restaurants = Number(process.env.BENCH_RESTAURANTS ?? 50_000);
const sections: Record<string, () => Promise<Row[]> | Row[]> = {
  pages: () =>
    pageWeight({
      '/': [START, 'src/features/landing/index.ts'],
      '/search-results': [START, 'src/features/search/index.ts'],
      '/restaurants/{id}': [START, 'src/features/restaurants/index.ts'],
      '/business': [START, 'src/features/business/pages/business-landing-page.tsx'],
      '/business/get-started': [START, 'src/features/business/pages/get-started-page.tsx'],
      '/terms-of-service': [START, 'src/features/legal/index.ts'],
      '/create-restaurant': ['src/features/create-restaurant/index.ts'],
      '/create-restaurant/topic-search (and results)': ['src/features/topic-search/index.ts'],
      '/restaurants/{id}/claim (and /claim-demo)': ['src/features/claim/index.ts'],
      '/business/dashboard': ['src/features/owner-console/pages/owner-console-page.tsx'],
    }),
  accounts: () => accountsBench(restaurants),
  search: () => searchBench(restaurants),
  booking: () => bookingBench(),
  availability: () => availabilityBench(),
  'topic-search': () => topicSearchBench(),
  'host-stand': () => hostStandBench(),
  load: () => loadBench(),
  lighthouse: () => lighthouseBench(),
  crawl: () => crawlBench(),
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const rows: Row[] = [];
for (const [name, section] of Object.entries(sections)) {
  if (!only || only.includes(name)) rows.push(...(await section()));
}
printTable(rows);
console.log(`\nwritten to ${await writeResults(rows, { restaurants, sections: only ?? 'all' })}`);
