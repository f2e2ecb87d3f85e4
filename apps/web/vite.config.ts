/// <reference types="vitest/config" />
// Vite builds the single-page app into dist/ (served by the API in production) and, with --ssr,
// the server renderer of the public pages into dist-server/ (one file with React and every
// dependency inside, built for production); in development it proxies /api, /images and the
// search service's /search/* calls to the API on port 3000 (which forwards the latter to the
// service). Vitest reuses this config with jsdom.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';
const toApi = { target: apiTarget, changeOrigin: true };
// '/search/' with its slash: the diner pages /search and /search-results stay the app's own.
const proxy = { '/api': toApi, '/images': toApi, '/search/': toApi };

/**
 * A build is a production build whatever NODE_ENV the shell has (.env.example sets development
 * for the API). Vite decides from NODE_ENV after the config hooks: under development it compiles
 * JSX for React's development runtime, which the server bundle's production React lacks (every
 * page threw 'jsxDEV is not a function' and went out as the empty shell), and it ships React's
 * development build to browsers.
 */
const productionBuild: Plugin = {
  name: 'tablefor:production-build',
  enforce: 'pre',
  config(_config, { command }) {
    if (command === 'build') process.env.NODE_ENV = 'production';
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [productionBuild, react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // csv-stringify's Node build reads the global Buffer when it loads; its browser build
      // carries its own (about 18 KB gzip, in the topic-search page's chunk only).
      ...(isSsrBuild ? {} : { 'csv-stringify/sync': 'csv-stringify/browser/esm/sync' }),
    },
  },
  server: { proxy },
  preview: { proxy },
  ssr: { noExternal: true, target: 'node' },
  // The server bundle holds React itself: its production build, whatever NODE_ENV the API runs
  // under (the development build renders two to three times slower, with checks meant for us).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the server renderer's page heads name each page's chunks.
        manifest: true,
        rollupOptions: {
          // The public pages' features as entries of their own: each keeps its own chunk and its
          // name in the manifest, so the server can put their styles in the page's head.
          input: {
            main: 'index.html',
            // What a server-rendered page loads first (src/start/app-code.ts).
            start: 'src/start-app.ts',
            ...Object.fromEntries(
              ['landing', 'search', 'restaurants', 'legal'].map((feature) => [
                feature,
                `src/features/${feature}/index.ts`,
              ]),
            ),
          },
          output: {
            // zod is needed only by forms; in its own chunk, shared UI pieces never drag it along.
            manualChunks: (id: string) => (id.includes('/node_modules/zod/') ? 'zod' : undefined),
          },
        },
      },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // One jsdom and one module graph per worker thread instead of one per file: the suite runs in
    // about a fifth of the time. test/setup.ts leaves each test a clean page, storage and network.
    pool: 'threads',
    isolate: false,
    unstubGlobals: true,
    // jsdom journeys with typing take 1-6 s on CI's two cores while another suite runs.
    testTimeout: 15_000,
  },
}));
