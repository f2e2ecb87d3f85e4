/**
 * A public page whose server render throws still loads (the client-rendered shell), but never
 * quietly: the response carries the mark the browser journeys fail on.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A server renderer whose every page throws, as the development-mode build's did. */
const THROWING_RENDERER = `
export const publicPagePatterns = ['/restaurants/:restaurantId'];
export function configureRenderer() {}
export async function renderPage() { throw new TypeError('jsxDEV is not a function'); }
export function pageDocument() { return ''; }
`;

let buildDir: string;
let t: TestApp;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-broken-build-'));
  await mkdir(path.join(buildDir, 'dist'));
  await mkdir(path.join(buildDir, 'dist-server'));
  await writeFile(path.join(buildDir, 'dist', 'index.html'), SHELL);
  await writeFile(path.join(buildDir, 'dist-server', 'entry-server.js'), THROWING_RENDERER);
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(buildDir, 'dist') }, serveWeb: true });
});

afterAll(async () => {
  await t?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

it('sends the shell marked x-server-render: failed when a page fails to render', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/restaurants/1' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-server-render']).toBe('failed');
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toBe(SHELL);
});
