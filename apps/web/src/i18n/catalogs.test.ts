import { describe, expect, it } from 'vitest';
import { authMessages } from '@tablefor/shared';
import { en } from './catalog-en';
import { es } from './catalog-es';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation catalogues', () => {
  it('have the same keys in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('translate every shared auth message', () => {
    const english = Object.values(en.messages);
    for (const message of Object.values(authMessages)) expect(english).toContain(message);
  });
});
