import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localeOf } from '@tablefor/shared';
import { catalogues, text } from './texts.ts';

type Tree = { [name: string]: string | Tree };

/** Every text of a catalogue by dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + name, value);
    else for (const [key, inner] of flatten(value, `${prefix}${name}.`)) texts.set(key, inner);
  }
  return texts;
}

const placeholders = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const english = flatten(catalogues.en);

describe('the API catalogues', () => {
  it.each(LANGUAGE_CODES)('%s has every text English has, with the same placeholders', (code) => {
    const texts = flatten(catalogues[code]);
    for (const [key, template] of english) {
      if (PLURAL.test(key)) continue; // plural forms are per language, checked below
      expect(texts.get(key), `${code}: ${key}`).toBeTypeOf('string');
      expect(placeholders(texts.get(key) ?? ''), `${code}: ${key}`).toEqual(placeholders(template));
    }
    for (const key of texts.keys()) {
      expect(english.has(key) || PLURAL.test(key), `${code}: ${key} is unknown`).toBe(true);
    }
  });

  it.each(LANGUAGE_CODES)('%s has each plural form its language uses', (code) => {
    const texts = flatten(catalogues[code]);
    const bases = new Set(
      [...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
    );
    const forms = new Intl.PluralRules(localeOf(code)).resolvedOptions().pluralCategories;
    for (const base of bases) {
      for (const form of forms) {
        const template = texts.get(`${base}_${form}`);
        expect(template, `${code}: ${base}_${form}`).toBeTypeOf('string');
        expect(placeholders(template ?? '')).toEqual(
          placeholders(english.get(`${base}_other`) ?? ''),
        );
      }
    }
  });
});

describe('text', () => {
  it('fills placeholders and picks the plural form by the language', () => {
    expect(text('en', 'reservation.people', { count: 1 })).toBe('1 person');
    expect(text('en', 'reservation.people', { count: 4 })).toBe('4 people');
    expect(text('es', 'reservation.people', { count: 1 })).toBe('1 persona');
    expect(text('es', 'claim.code.subject', { name: 'Casa Lucía' })).toBe(
      'Tu código de verificación para Casa Lucía',
    );
  });

  it('does not read placeholders inside the values it fills in', () => {
    expect(text('en', 'calendar.summary', { name: '{{name}} & <b>' })).toBe(
      'Dinner at {{name}} & <b>',
    );
  });
});
