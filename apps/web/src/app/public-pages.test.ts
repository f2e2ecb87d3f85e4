import { existsSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { pagePrefetches } from '@/server/page-prefetch';
import { findPublicPage, publicPages } from './public-pages';

const webRoot = path.resolve(import.meta.dirname, '..', '..');

describe('publicPages', () => {
  it("names each page's chunk by a source module that exists (the build manifest's key)", () => {
    for (const { pattern, chunk } of publicPages) {
      expect(existsSync(path.join(webRoot, chunk)), `${pattern}: ${chunk}`).toBe(true);
    }
  });

  it('finds the page and its params by the path, and no page for a client-rendered path', () => {
    expect(findPublicPage('/restaurants/12')?.params).toEqual({ restaurantId: '12' });
    expect(findPublicPage('/restaurants/12/reviews')?.page.pattern).toBe(
      '/restaurants/:restaurantId/reviews',
    );
    expect(findPublicPage('/login')).toBeUndefined();
    expect(findPublicPage('/restaurants/12/reservations')).toBeUndefined();
  });

  it("runs a page's declared prefetch: the restaurant page asks for the restaurant and its reviews", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
        asked.push(url.pathname);
        return new Response(JSON.stringify({ errors: [{ code: 'NOT_FOUND' }] }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const found = findPublicPage('/restaurants/12')!;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const status = await pagePrefetches[found.page.prefetch!]({
      queryClient,
      params: found.params,
      url: new URL('http://x/restaurants/12'),
    });
    expect(asked).toEqual(
      expect.arrayContaining(['/api/restaurants/12', expect.stringMatching(/^\/api\/.*review/)]),
    );
    expect(status).toBe(404);
  });

  it('answers 404 without asking the API for a malformed restaurant id', async () => {
    const found = findPublicPage('/restaurants/abc')!;
    const status = await pagePrefetches[found.page.prefetch!]({
      queryClient: new QueryClient(),
      params: found.params,
      url: new URL('http://x/restaurants/abc'),
    });
    expect(status).toBe(404);
  });
});
