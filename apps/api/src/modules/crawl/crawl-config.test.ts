import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('crawl configuration', () => {
  it('has safe defaults: 10 s, 10 a minute, no allowed origin', () => {
    expect(loadConfig({}).crawl).toEqual({
      timeoutMs: 10_000,
      limitPerMinute: 10,
      allowedOrigins: [],
    });
  });

  it('reads exact origins and refuses anything else', () => {
    const config = loadConfig({
      CRAWL_ALLOWED_ORIGINS: 'http://127.0.0.1:43123, http://localhost:5000/,https://site.test:443',
      CRAWL_TIMEOUT_MS: '300',
      CRAWL_RATE_LIMIT_PER_MINUTE: '2',
    });
    expect(config.crawl).toEqual({
      timeoutMs: 300,
      limitPerMinute: 2,
      allowedOrigins: ['http://127.0.0.1:43123', 'http://localhost:5000', 'https://site.test'],
    });
    expect(() => loadConfig({ CRAWL_ALLOWED_ORIGINS: 'http://127.0.0.1:1/admin' })).toThrow(
      /CRAWL_ALLOWED_ORIGINS/,
    );
    expect(() => loadConfig({ CRAWL_ALLOWED_ORIGINS: 'ftp://127.0.0.1' })).toThrow(/not an http/);
  });

  it('refuses to start in production with an allowed origin', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_SECRET_KEY: 'a-real-secret',
      PUBLIC_URL: 'https://tablefor.example',
    } as const;
    expect(() => loadConfig(production)).not.toThrow();
    expect(() =>
      loadConfig({ ...production, CRAWL_ALLOWED_ORIGINS: 'http://127.0.0.1:3199' }),
    ).toThrow('Refusing to start in production with CRAWL_ALLOWED_ORIGINS set');
  });
});
