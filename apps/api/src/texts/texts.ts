/**
 * The API's own texts (e-mails, calendar files, download headers), one JSON catalogue per
 * language in this folder, looked up by dotted key. `{{name}}` is filled from the values;
 * `count` chooses a plural form by the language's plural rules (`key_one`, `key_other`). The
 * result is plain text: whoever writes it into HTML escapes it there (compose-email.ts).
 * A new language is a catalogue here plus its entry in @tablefor/shared's languages.ts; the
 * catalogue test fails until every key is present with the same placeholders.
 */
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@tablefor/shared';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

export type Catalogue = typeof en;

/** Every language's catalogue; the type makes a language without one fail to compile. */
export const catalogues: Record<Language, Catalogue> = { en, es };

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type KeyName<Key extends string> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;
type Keys<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? KeyName<`${Prefix}${Name}`>
    : Keys<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

/** A dotted key naming one text of the catalogue ('reservation.confirmed.subject'). */
export type TextKey = Keys<Catalogue>;
export type TextValues = Record<string, string | number>;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf(language));
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return node;
}

function template(language: Language, key: string, count: unknown): string {
  const catalogue = catalogues[language];
  const candidates =
    typeof count === 'number'
      ? [`${key}_${pluralForm(language, count)}`, `${key}_other`, key]
      : [key];
  for (const candidate of candidates) {
    const found = lookup(catalogue, candidate);
    if (typeof found === 'string') return found;
  }
  if (language !== DEFAULT_LANGUAGE) return template(DEFAULT_LANGUAGE, key, count);
  throw new Error(`No text '${key}' in the catalogues`);
}

/** The text of `key` in `language`, its `{{placeholders}}` filled from `values`. */
export function text(language: Language, key: TextKey, values: TextValues = {}): string {
  return template(language, key, values.count).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole),
  );
}

/** The texts of one language, for code that writes many: `const t = textsIn('es')`. */
export const textsIn =
  (language: Language) =>
  (key: TextKey, values?: TextValues): string =>
    text(language, key, values);
