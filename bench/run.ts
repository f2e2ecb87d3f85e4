/** `npm run bench`: prints figures; it never fails the build. BENCH_RESTAURANTS sets the scale. */
import { accountsBench } from './src/accounts-bench.ts';
import { printTable } from './src/measure.ts';

const restaurants = Number(process.env.BENCH_RESTAURANTS ?? 50_000);
const rows = [...(await accountsBench(restaurants))];
printTable(rows);
