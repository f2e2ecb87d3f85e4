/**
 * The crawl ('Fetch Information') on real restaurant pages: each page of the crawl corpus
 * (../shared/crawl-corpus from the repository, or CRAWL_CORPUS_DIR; third-party pages kept outside
 * the repository, for measurement only) is served from 127.0.0.1 as it is, once with a charset in
 * its Content-Type and once without, and read by the same code POST /api/crawl runs. Each of the
 * 16 fields is scored by the corpus README's rules: precision and recall per field and overall,
 * and the slowest page's read time (its fetch excluded). CRAWL_BENCH_VERBOSE=1 prints each field
 * that is not correct (to the terminal only: the corpus's text stays out of the results file).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPageFetcher, parseHoursText, type FetchedPage } from '@tablefor/page-reader';
import type { CrawlResult } from '@tablefor/shared';
import { crawlRestaurant } from '../../apps/api/src/modules/crawl/crawl-service.ts';
import type { Row } from './measure.ts';

const FIELDS = [
  'name',
  'address',
  'neighborhood',
  'cross_street',
  'phone',
  'cuisines',
  'cost',
  'operation_hours',
  'dining_style',
  'dress_code',
  'parking_details',
  'payment_options',
  'executive_chef',
  'description',
  'website',
  'preview_img',
] as const;
type Field = (typeof FIELDS)[number];
type Expected = string | number | null;
type CorpusEntry = {
  id: string;
  folder: string;
  file: string;
  expected: Record<Field, Expected>;
  accept?: Partial<Record<Field, Expected[]>>;
};
type Verdict = 'correct' | 'wrong' | 'missing' | 'invented' | null;
type Tally = { correct: number; wrong: number; missing: number; invented: number };

const READS_PER_PAGE = 3;
const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const REPO_ROOT = path.join(import.meta.dirname, '..', '..');
export const corpusDir = () =>
  process.env.CRAWL_CORPUS_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'crawl-corpus');

// ---- matching, as the corpus README states it ----

const text = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Pd}·|]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');

function samePhone(a: string, b: string): boolean {
  const [x, y] = [a.replace(/\D/g, ''), b.replace(/\D/g, '')];
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  const national = short.replace(/^0+/, '');
  return national.length >= 6 && long.endsWith(national) && long.length - national.length <= 3;
}

const url = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');

const items = (value: string) => new Set(value.split(/[,;]/).map(text).filter(Boolean));
const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

const tokens = (value: string) =>
  text(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function sameAddress(expected: string, answer: string): boolean {
  const want = tokens(expected);
  const got = new Set(tokens(answer));
  const numbers = want.filter((token) => /\d/.test(token));
  const words = want.filter((token) => !/\d/.test(token));
  if (!numbers.every((token) => got.has(token))) return false;
  const shared = words.filter((word) => got.has(word)).length;
  return words.length === 0 || shared / words.length >= 0.5;
}

function tokenF1(expected: string, answer: string): number {
  const want = tokens(expected);
  const got = tokens(answer);
  if (!want.length || !got.length) return 0;
  const pool = new Map<string, number>();
  for (const token of want) pool.set(token, (pool.get(token) ?? 0) + 1);
  let common = 0;
  for (const token of got) {
    const left = pool.get(token) ?? 0;
    if (left > 0) {
      common += 1;
      pool.set(token, left - 1);
    }
  }
  if (!common) return 0;
  const precision = common / got.length;
  const recall = common / want.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Hours as a comparable day → intervals text; null when the text is not plain weekly hours. */
function hoursKey(value: string): string | null {
  const plain = value.replace(/\([^)]*\)/g, ' ').replace(/^\s*\p{L}+\s*:\s*(?=\p{L})/u, '');
  const hours = parseHoursText(plain);
  return hours ? JSON.stringify(hours).replaceAll('24:00', '00:00') : null;
}

/** An image address as written on the page ('/og.jpg', 'img/a.jpg'), read against the page's. */
const imageUrl = (value: string, page: string) =>
  /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(value) || !URL.canParse(value, page)
    ? value
    : new URL(value, page).href;

function matches(field: Field, expected: Expected, answer: CrawlResult, page: string): boolean {
  if (expected === null) return false;
  if (field === 'cost') return answer.cost === Number(expected);
  const got = String(answer[field] ?? '');
  const want = String(expected);
  switch (field) {
    case 'phone':
      return samePhone(want, got);
    case 'website':
      return url(want) === url(got);
    case 'preview_img':
      return url(imageUrl(want, page)) === url(got);
    case 'cuisines':
    case 'payment_options':
    case 'parking_details':
      return sameSet(items(want), items(got));
    case 'address':
      return sameAddress(want, got);
    case 'description':
      return tokenF1(want, got) >= 0.6;
    case 'operation_hours': {
      const [a, b] = [hoursKey(want), hoursKey(got)];
      return a !== null && b !== null ? a === b : text(want) === text(got);
    }
    default:
      return text(want) === text(got);
  }
}

function verdict(
  entry: CorpusEntry,
  field: Field,
  answer: CrawlResult | null,
  page: string,
): Verdict {
  const expected = entry.expected[field];
  const value = answer?.[field];
  const empty = value === null || value === undefined || String(value).trim() === '';
  const accepted = [expected, ...(entry.accept?.[field] ?? [])];
  const correct =
    !empty && answer !== null && accepted.some((v) => matches(field, v, answer, page));
  if (expected === null) return empty ? null : correct ? 'correct' : 'invented';
  if (empty) return 'missing';
  return correct ? 'correct' : 'wrong';
}

// ---- serving and reading ----

async function serve(pages: Map<string, Buffer>) {
  let charset = true;
  const server = http.createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    if (!body) return response.writeHead(404).end();
    const type = charset ? 'text/html; charset=utf-8' : 'text/html';
    response.writeHead(200, { 'content-type': type, 'content-length': body.byteLength });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sendCharset: (value: boolean) => (charset = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const emptyTally = (): Tally => ({ correct: 0, wrong: 0, missing: 0, invented: 0 });
const ratio = (part: number, whole: number) => (whole ? (part / whole).toFixed(2) : '-');
const figures = ({ correct, wrong, missing, invented }: Tally) =>
  `precision ${ratio(correct, correct + wrong + invented)} recall ${ratio(correct, correct + wrong + missing)}` +
  ` (correct ${correct}, wrong ${wrong}, missing ${missing}, invented ${invented})`;

export async function crawlBench(): Promise<Row[]> {
  const folder = corpusDir();
  const index = path.join(folder, 'corpus.json');
  if (!existsSync(index)) {
    return [{ benchmark: 'crawl corpus', figure: `absent (${folder}): nothing measured` }];
  }
  const entries = JSON.parse(await readFile(index, 'utf8')) as CorpusEntry[];
  const pages = new Map<string, Buffer>();
  for (const entry of entries) {
    pages.set(`/${entry.folder}/`, await readFile(path.join(folder, entry.folder, entry.file)));
  }
  const server = await serve(pages);
  const fetcher = createPageFetcher({ timeoutMs: 10_000, allowedOrigins: [server.origin] });
  let fetchMs = 0;
  let fetchCpuMs = 0;
  const fetchPage = async (address: string): Promise<FetchedPage> => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await fetcher(address);
    } finally {
      fetchMs = performance.now() - start;
      fetchCpuMs = cpuMs(process.cpuUsage(cpu));
    }
  };
  const read = (entry: CorpusEntry) =>
    crawlRestaurant(
      { fetchPage, logUnexpected: (error) => console.error(error) },
      { url: `${server.origin}/${entry.folder}/`, instruction: '' },
    ).catch(() => null);
  // One untimed read first, so that the first page timed does not pay for loading the code.
  if (entries[0]) await read(entries[0]);
  const rows: Row[] = [];
  const verbose = process.env.CRAWL_BENCH_VERBOSE === '1';
  try {
    for (const charset of [true, false]) {
      server.sendCharset(charset);
      const label = charset ? 'with charset' : 'no charset';
      const perField = new Map(FIELDS.map((field) => [field, emptyTally()]));
      const overall = emptyTally();
      let slowest = { ms: 0, page: '' };
      let slowestCpu = { ms: 0, page: '' };
      for (const entry of entries) {
        // Read three times: the median, so that another process on the machine does not decide it.
        const times: number[] = [];
        const cpuTimes: number[] = [];
        let answer: CrawlResult | null = null;
        for (let run = 0; run < READS_PER_PAGE; run += 1) {
          const start = performance.now();
          const cpu = process.cpuUsage();
          answer = await read(entry);
          cpuTimes.push(cpuMs(process.cpuUsage(cpu)) - fetchCpuMs);
          times.push(performance.now() - start - fetchMs);
        }
        const readMs = median(times);
        if (readMs > slowest.ms) slowest = { ms: readMs, page: entry.id };
        const readCpuMs = median(cpuTimes);
        if (readCpuMs > slowestCpu.ms) slowestCpu = { ms: readCpuMs, page: entry.id };
        for (const field of FIELDS) {
          const result = verdict(entry, field, answer, `${server.origin}/${entry.folder}/`);
          if (!result) continue;
          perField.get(field)![result] += 1;
          overall[result] += 1;
          if (verbose && result !== 'correct') {
            const got = answer ? JSON.stringify(answer[field]) : '(no answer)';
            console.log(
              `${label} ${entry.id} ${field} ${result}: ${got} / ${JSON.stringify(entry.expected[field])}`,
            );
          }
        }
      }
      rows.push({ benchmark: `crawl ${label}: overall`, figure: figures(overall) });
      for (const field of FIELDS) {
        rows.push({ benchmark: `crawl ${label}: ${field}`, figure: figures(perField.get(field)!) });
      }
      rows.push({
        benchmark: `crawl ${label}: slowest read`,
        figure:
          `${slowest.ms.toFixed(0)} ms (page ${slowest.page}); CPU ${slowestCpu.ms.toFixed(0)} ms ` +
          `(page ${slowestCpu.page}); medians of ${READS_PER_PAGE} reads, fetch excluded`,
      });
    }
  } finally {
    await server.close();
  }
  return rows;
}
