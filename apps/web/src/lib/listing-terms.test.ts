import { afterEach, describe, expect, it } from 'vitest';
import { CUISINES, DINING_STYLES, DRESS_CODES } from '@tablefor/shared';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { cuisinesLabel, diningStyleLabel, dressCodeLabel } from './listing-terms';

describe('listing terms in the reader language', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it('translates a stored value of a fixed list by its code, ignoring case', async () => {
    await loadLanguage('es');
    const t = i18n.t;
    expect(diningStyleLabel(t, 'Fine Dining')).toBe('Alta cocina');
    expect(diningStyleLabel(t, 'fine dining')).toBe('Alta cocina');
    expect(dressCodeLabel(t, 'Business Casual')).toBe('Semiformal');
    expect(dressCodeLabel(t, 'Casual Dress')).toBe('Informal');
    expect(cuisinesLabel(t, 'Italian, Seafood')).toBe('Italiana, Pescados y mariscos');
  });

  it('shows words outside the lists as written', async () => {
    await loadLanguage('es');
    const t = i18n.t;
    expect(diningStyleLabel(t, 'Counter seating')).toBe('Counter seating');
    expect(cuisinesLabel(t, 'Italian, Pizza')).toBe('Italiana, Pizza');
  });

  it('has a text for every code in every list, in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      await loadLanguage(language);
      const t = i18n.t;
      for (const { code, stored } of DINING_STYLES) {
        expect(t(`listing.diningStyles.${code}`), stored).not.toContain('listing.');
      }
      for (const { code, stored } of DRESS_CODES) {
        expect(t(`listing.dressCodes.${code}`), stored).not.toContain('listing.');
      }
      for (const { code, stored } of CUISINES) {
        expect(t(`listing.cuisines.${code}`), stored).not.toContain('listing.');
      }
    }
  });
});
