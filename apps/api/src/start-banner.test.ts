import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { browsableUrl, startBanner } from './start-banner.ts';

describe('the start banner', () => {
  it('names the address to open, the demo sign-in and the administrator sign-in', () => {
    const text = startBanner(loadConfig({}), 'http://localhost:3000').join('\n');
    expect(text).toContain('TableFor is running on http://localhost:3000');
    expect(text).toContain('Demo User button');
    expect(text).toContain('demo@tablefor.app / demo-password-2024');
    expect(text).toContain(
      'admin@tablefor.app / admin-password-2024 at http://localhost:3000/admin/login',
    );
    expect(text).toContain('development mailbox');
  });

  it('names no password where the demo accounts are not seeded', () => {
    const text = startBanner(
      loadConfig({ SEED_DEMO: 'false', SMTP_URL: 'smtp://mail.example:587' }),
      'http://localhost:3000',
    ).join('\n');
    expect(text).not.toMatch(/password/);
    expect(text).toContain('not seeded');
    expect(text).not.toContain('mailbox');
  });

  it('opens a loopback or wildcard listener as localhost', () => {
    expect(browsableUrl('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(browsableUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(browsableUrl('10.0.0.5', 3000)).toBe('http://10.0.0.5:3000');
    expect(browsableUrl('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
  });
});
