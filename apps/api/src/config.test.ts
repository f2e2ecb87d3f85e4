import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('refuses to start in production without secrets, naming each one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production without: JWT_SECRET, ADMIN_SECRET_KEY, PUBLIC_URL',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'ADMIN_SECRET_KEY',
    );
  });

  it("refuses to start in production without the public address diners' e-mails link to", () => {
    const secrets = { JWT_SECRET: 'x'.repeat(40), ADMIN_SECRET_KEY: 'a-real-secret' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(
      'Refusing to start in production without: PUBLIC_URL',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      ...secrets,
      PUBLIC_URL: 'https://tablefor.example',
    });
    expect(config.site.publicUrl).toBe('https://tablefor.example');
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });
});
