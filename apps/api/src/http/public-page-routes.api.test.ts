/**
 * The public pages are routes of their own, compressed by @fastify/compress as the reader's
 * browser offers; every other page path is the client-rendered shell (which draws the app's
 * not-found page for an unknown one), and an unknown API path is a 404 in the error shape.
 * A stand-in renderer keeps this free of the web build (server-rendered-pages.api.test.ts
 * renders the real one).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
/** Renders each public page as its path, its reader's language and a long body to compress. */
const RENDERER = `
export const publicPagePatterns = ['/', '/search-results', '/restaurants/:restaurantId'];
export function configureRenderer() {}
export async function renderPage(path, language) {
  const known = path === '/' || path.startsWith('/search-results') || /^\\/restaurants\\/\\d+$/.test(path);
  if (!known) return null;
  return { status: path === '/restaurants/999' ? 404 : 200, language, markup: path };
}
export function pageDocument(template, page) {
  return '<!doctype html><html lang="' + page.language + '"><body><div id="root" data-ssr=""><main>'
    + page.markup + '</main>' + '<p>Trattoria</p>'.repeat(200) + '</div></body></html>';
}
`;

let buildDir: string;
let t: TestApp;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-page-routes-'));
  await mkdir(path.join(buildDir, 'dist'));
  await mkdir(path.join(buildDir, 'dist-server'));
  await writeFile(path.join(buildDir, 'dist', 'index.html'), SHELL);
  await writeFile(path.join(buildDir, 'dist-server', 'entry-server.js'), RENDERER);
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(buildDir, 'dist') }, serveWeb: true });
});

afterAll(async () => {
  await t?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

const pages = ['/', '/search-results?cuisine=Thai', '/restaurants/7'];

describe('public page routes', () => {
  it('registers a GET route for each public page the renderer declares', () => {
    for (const url of ['/', '/search-results', '/restaurants/:restaurantId']) {
      expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
  });

  it.each(pages)(
    'answers %s server-rendered, in brotli when the browser offers it',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', cookie: 'language=es' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const vary = String(response.headers.vary).toLowerCase().split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['cookie', 'user-agent', 'accept-encoding']));
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain(`<main>${url}</main>`);
      expect(html).toContain('<html lang="es"');
      // A page's markup and data compress five-fold: most of a phone's time to first paint.
      expect(response.rawPayload.length).toBeLessThan(html.length / 5);
    },
  );

  it('sends gzip when brotli is refused, and the page as is when nothing is offered', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/restaurants/7',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>/restaurants/7</main>');

    const plain = await t.app.inject({
      method: 'GET',
      url: '/restaurants/7',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>/restaurants/7</main>');
  });

  it("answers the page's own status: 404 for a restaurant that does not exist", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/restaurants/999' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<main>/restaurants/999</main>');
  });

  it('answers HEAD for a public page', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/restaurants/7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('the not-found handler', () => {
  it("sends the app's shell for any other page path, which draws the not-found page", async () => {
    for (const url of ['/no-such-page', '/restaurants/7/reservations', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
      expect(response.headers['x-server-render'], url).toBeUndefined();
    }
  });

  it('answers an unknown API path 404 in the error shape, never the shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('errors');
  });
});
