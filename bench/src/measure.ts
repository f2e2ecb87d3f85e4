/** Small timing helpers: percentiles over repeated runs, a table printer, the PostgreSQL to use. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export function percentile(sortedMs: number[], p: number) {
  if (!sortedMs.length) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] ?? 0;
}

export async function timeRuns(count: number, run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

export type Row = { benchmark: string; figure: string };

export function printTable(rows: Row[]) {
  const width = Math.max(...rows.map((r) => r.benchmark.length), 9);
  console.log(`\n${'benchmark'.padEnd(width)} | figure`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(40)}`);
  for (const row of rows) console.log(`${row.benchmark.padEnd(width)} | ${row.figure}`);
}

/** BENCH_DATABASE_URL or the machine's PostgreSQL, when it answers; each bench makes its own database. */
export async function benchPostgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** The run's table as JSON under bench/results/, named by its time, with the machine it ran on. */
export async function writeResults(rows: Row[], settings: Record<string, unknown>) {
  const folder = path.join(import.meta.dirname, '..', 'results');
  await mkdir(folder, { recursive: true });
  const at = new Date().toISOString();
  const file = path.join(folder, `bench-${at.replace(/[:.]/g, '-')}.json`);
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
  await writeFile(file, `${JSON.stringify({ at, machine, settings, rows }, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
