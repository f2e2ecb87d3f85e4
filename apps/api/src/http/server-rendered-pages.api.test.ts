/**
 * Every public page comes from the server rendered, whatever NODE_ENV the web app was built
 * under: the build here runs the web app's build script with NODE_ENV=development (the
 * documented default), the API serves that build, and no public page may be the empty shell.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, createReview } from '../test/restaurant-factory.ts';
import { signedUpUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const webDir = path.join(repoRoot, 'apps', 'web');

/**
 * Runs each step of `npm run build -w apps/web` as npm would, writing into `buildDir` (the
 * client into dist/, the server renderer into dist-server/) instead of the working tree.
 */
async function buildWebApp(buildDir: string, env: Record<string, string>) {
  const manifest = JSON.parse(await readFile(path.join(webDir, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  for (const step of manifest.scripts.build.split('&&').map((part) => part.trim())) {
    const outDir = path.join(buildDir, step.includes('--ssr') ? 'dist-server' : 'dist');
    const run = spawnSync(`${step} --outDir ${outDir} --logLevel error`, {
      cwd: webDir,
      shell: true,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...env,
        PATH: [path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
      },
    });
    if (run.status !== 0) throw new Error(`${step} failed:\n${run.stderr}${run.stdout}`);
  }
}

/** The markup React wrote into #root: empty in the client-rendered shell. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.indexOf('</body>'));
}

// The build does not depend on the database: the PostgreSQL pass of the API suite skips it.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'server-rendered pages of a build made with NODE_ENV=development',
  () => {
    let buildDir: string;
    let t: TestApp;
    let restaurant: Awaited<ReturnType<typeof createRestaurant>>;

    beforeAll(async () => {
      buildDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-web-build-'));
      await buildWebApp(buildDir, { NODE_ENV: 'development' });
      t = await createTestApp({
        env: { WEB_DIST_DIR: path.join(buildDir, 'dist') },
        serveWeb: true,
      });
      restaurant = await createRestaurant(t.db, { name: 'Rendered Bistro' });
      const diner = await signedUpUser(t);
      await createReview(t.db, {
        restaurant_id: restaurant.id,
        user_id: diner.id,
        review: 'Served from the server.',
      });
    }, 240_000);

    afterAll(async () => {
      await t?.close();
      if (buildDir) await rm(buildDir, { recursive: true, force: true });
    });

    it('renders every public page on the server: its heading in the markup, never the shell', async () => {
      const { publicPagePatterns } = (await import(
        pathToFileURL(path.join(buildDir, 'dist-server', 'entry-server.js')).href
      )) as { publicPagePatterns: string[] };
      // Each public page with what only its server-rendered markup holds.
      const pages: Record<string, { url: string; text: string }> = {
        '/': { url: '/', text: '<h1' },
        '/search': { url: '/search', text: '<h1' },
        '/search-results': { url: '/search-results?cuisine=American', text: 'Rendered Bistro' },
        '/restaurants/:restaurantId': {
          url: `/restaurants/${restaurant.id}`,
          text: 'Rendered Bistro',
        },
        '/restaurants/:restaurantId/reviews': {
          url: `/restaurants/${restaurant.id}/reviews`,
          text: 'Served from the server.',
        },
        '/business': { url: '/business', text: '<h1' },
        '/business/get-started': { url: '/business/get-started', text: '<h1' },
        '/terms-of-service': { url: '/terms-of-service', text: '<h1' },
        '/privacy-policy': { url: '/privacy-policy', text: '<h1' },
      };
      expect(Object.keys(pages).sort()).toEqual([...publicPagePatterns].sort());

      for (const { url, text } of Object.values(pages)) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        const markup = rootMarkup(response.body);
        expect(markup, `${url}: the shell`).toContain('<main');
        expect(markup, url).toContain(text);
      }
    });

    it('answers each public page compressed as the browser offers, varying by what it renders for', async () => {
      for (const url of ['/', '/search-results', `/restaurants/${restaurant.id}`]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(String(response.headers.vary).toLowerCase(), url).toBe(
          'cookie, user-agent, accept-encoding',
        );
        const gzip = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(gzip.headers['content-encoding'], url).toBe('gzip');
        expect(rootMarkup(gunzipSync(gzip.rawPayload).toString()), url).toContain('<main');
      }
    });

    it('sends the app shell, not a rendered page, for a path that is no public page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    });

    it("ships React's production build to browsers", async () => {
      const assets = path.join(buildDir, 'dist', 'assets');
      const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const file of scripts) {
        expect(await readFile(path.join(assets, file), 'utf8'), file).not.toContain('jsxDEV');
      }
    });

    it('answers 404 with the not-found page for an unknown restaurant', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/restaurants/999999' });
      expect(response.statusCode).toBe(404);
      expect(rootMarkup(response.body)).toContain('Restaurant not found');
    });
  },
);
