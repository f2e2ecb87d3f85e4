/** Serves the built single-page app and falls back to index.html for its client-side routes. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed bundles never change; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** GET of a page path (not /api, not a file) answers the app's index.html. */
export function isPageRequest(method: string, url: string) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  return (
    !pathname.startsWith('/api/') && !pathname.startsWith('/images/') && !/\.\w+$/.test(pathname)
  );
}
