import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function cspOf(options?: Parameters<typeof registerSecurityHeaders>[1]) {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  const response = await app.inject({ url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
}

describe('registerSecurityHeaders', () => {
  it('sends a same-origin policy that works over plain HTTP', async () => {
    const csp = await cspOf();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets a service replace a directive', async () => {
    const csp = await cspOf({ cspDirectives: { connectSrc: ["'self'", 'https://tiles.example'] } });
    expect(csp).toContain("connect-src 'self' https://tiles.example");
    expect(csp).toContain("script-src 'self'");
  });
});
