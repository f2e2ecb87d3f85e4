/** A local website for the crawl tests: 127.0.0.1 on a free port, pages by path, every hit counted. */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SitePage = (request: IncomingMessage, response: ServerResponse) => void;

export type TestSite = {
  origin: string;
  url: (path: string) => string;
  /** The paths requested, in order. */
  hits: string[];
  close: () => Promise<void>;
};

export async function startTestSite(pages: Record<string, SitePage>): Promise<TestSite> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (page) return page(request, response);
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Not found</title><p>Not found</p>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A page answering `html` as text/html. */
export const htmlPage =
  (html: string, contentType = 'text/html; charset=utf-8'): SitePage =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType });
    response.end(html);
  };

/** A redirect to `location`. */
export const redirectTo =
  (location: string, status = 302): SitePage =>
  (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };

/** A whole document with `head` and `body`. */
export const htmlDocument = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** A JSON-LD script block. */
export const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
