import { describe, expect, it } from 'vitest';
import { secretsOrDevDefaults } from './production-secrets.ts';

describe('secretsOrDevDefaults', () => {
  it('falls back to the development defaults outside production', () => {
    expect(
      secretsOrDevDefaults('development', { TOKEN: [undefined, 'dev-token'], KEY: ['k', 'dev'] }),
    ).toEqual({ TOKEN: 'dev-token', KEY: 'k' });
  });

  it('refuses to start in production, naming every unset secret', () => {
    expect(() =>
      secretsOrDevDefaults('production', {
        TOKEN: [undefined, 'dev-token'],
        KEY: ['set', 'dev-key'],
        SALT: ['', 'dev-salt'],
      }),
    ).toThrow('Refusing to start in production without: TOKEN, SALT');
  });

  it('uses the given secrets in production', () => {
    expect(secretsOrDevDefaults('production', { TOKEN: ['real', 'dev-token'] })).toEqual({
      TOKEN: 'real',
    });
  });
});
