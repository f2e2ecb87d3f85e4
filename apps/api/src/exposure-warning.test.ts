import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { exposureWarning, isLoopbackHost } from './exposure-warning.ts';

describe('exposureWarning', () => {
  it('warns when a server without configured secrets listens beyond this machine', () => {
    const config = loadConfig({ HOST: '0.0.0.0', ADMIN_SECRET_KEY: 'a-real-key' });
    expect(exposureWarning(config)).toBe(
      'UNSAFE: listening on 0.0.0.0, reachable from other machines, without JWT_SECRET ' +
        'configured: this development install uses secrets it made up and kept in its data ' +
        'directory. The demo user and the administrator admin@tablefor.app are seeded with ' +
        'published passwords (SEED_DEMO). Set them (and NODE_ENV=production), or listen on ' +
        '127.0.0.1.',
    );
    expect(exposureWarning(loadConfig({ HOST: '192.168.1.20', SEED_DEMO: 'false' }))).toContain(
      'without JWT_SECRET or ADMIN_SECRET_KEY configured',
    );
  });

  it('stays quiet on loopback, or with both secrets configured', () => {
    expect(exposureWarning(loadConfig({}))).toBeNull();
    expect(exposureWarning(loadConfig({ HOST: 'localhost' }))).toBeNull();
    expect(exposureWarning(loadConfig({ HOST: '::1' }))).toBeNull();
    const secrets = { JWT_SECRET: 'j'.repeat(40), ADMIN_SECRET_KEY: 'a-real-key' };
    expect(exposureWarning(loadConfig({ HOST: '0.0.0.0', ...secrets }))).toBeNull();
  });

  it('listens on loopback by default, except in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_SECRET_KEY: 'a-real-key',
      PUBLIC_URL: 'https://tablefor.example',
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['[::1]', true],
    ['LOCALHOST', true],
    ['0.0.0.0', false],
    ['::', false],
    ['127.example.com', false],
    ['192.168.1.20', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
