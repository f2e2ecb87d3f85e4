/**
 * Lighthouse 12 (its default: a mid-range phone on a slow 4G link, simulated) on the built
 * product, in Debian's Chromium: three runs of each public page, the median of each figure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { stopProcess, waitUntilAnswers } from './local-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Row } from './measure.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const PORT = 4390;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 3;

type LighthouseFigures = {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/**
 * The middle of the runs that measured the figure: a run can lack one (Lighthouse answers NaN when
 * a trace misses its event), and NaN sorts anywhere, so it was sometimes the median reported.
 */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

/** `npm start` on a fresh embedded database of its own, until its health check answers. */
async function startProduct(dataDir: string) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitUntilAnswers(`${ORIGIN}/api/health`, 240_000);
    return child;
  } catch (error) {
    await stopProcess(child, true);
    throw error;
  }
}

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
}

export async function lighthouseBench(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-lighthouse-'));
  const product = await startProduct(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const search = await fetch(`${ORIGIN}/api/restaurants/search?sort=rating`);
    const { restaurants } = (await search.json()) as { restaurants: { id: number }[] };
    const pages: Record<string, string> = {
      '/': '/',
      '/search-results': '/search-results?searchInput=italian',
      '/restaurants/{id}': `/restaurants/${restaurants[0]?.id ?? 1}`,
    };
    const figures: Record<string, LighthouseFigures> = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      await audit(`${ORIGIN}${pagePath}`, chrome.port); // warm-up: server caches, built files
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await audit(`${ORIGIN}${pagePath}`, chrome.port));
      figures[name] = medianFigures(runs);
    }
    const rows = Object.entries(figures).map(([name, f]) => ({
      benchmark: `Lighthouse mobile ${name} (median of ${RUNS})`,
      figure:
        `performance ${f.performance}, accessibility ${f.accessibility}, SEO ${f.seo}; ` +
        `FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, ` +
        `TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}`,
    }));
    return rows;
  } finally {
    chrome.kill();
    await stopProcess(product, true);
    await rm(dataDir, { recursive: true, force: true });
  }
}
