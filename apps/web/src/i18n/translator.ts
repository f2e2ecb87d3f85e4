/**
 * The app's translator: texts looked up by dotted key in the reader's language, falling back to
 * English; `{{name}}` filled from the options (`{{count, number}}` formatted for the language);
 * plural forms chosen by `count` with the language's plural rules (`key_one`, `key_other`).
 * That is all the app asks of a translation library, in about 1 kB instead of i18next's 23 kB
 * gzip on every first load. Keys are checked against the English catalogue's type.
 */
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@tablefor/shared';
import type { Catalog } from './catalog-en';

export type { Language };
export const FALLBACK_LANGUAGE: Language = DEFAULT_LANGUAGE;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A plural key also answers to its base name: 'admin.views.all_one' to 'admin.views.all'. */
type KeyName<Key extends string> = Key extends `${infer Base}_${PluralForm}` ? Base | Key : Key;

/** Every key naming a text, dotted. Lists are taken whole (see ObjectKey). */
type TextKeys<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? KeyName<`${Prefix}${Name}`>
    : Tree[Name] extends readonly unknown[]
      ? never
      : TextKeys<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

/** Every key naming a group of texts, which `t(key, { returnObjects: true })` returns whole. */
type GroupKeys<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? never
    : Tree[Name] extends readonly unknown[]
      ? `${Prefix}${Name}`
      : `${Prefix}${Name}` | GroupKeys<Tree[Name], `${Prefix}${Name}.`>;
}[keyof Tree & string];

type ValueAt<Tree, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? ValueAt<Tree[Head], Rest>
    : never
  : Key extends keyof Tree
    ? Tree[Key]
    : never;

export type TranslationKey = TextKeys<Catalog>;
export type GroupKey = GroupKeys<Catalog>;

export type TOptions = { count?: number; returnObjects?: false } & Record<string, unknown>;

export interface TFunction {
  <Key extends GroupKey>(key: Key, options: { returnObjects: true }): ValueAt<Catalog, Key>;
  (key: TranslationKey, options?: TOptions): string;
}

type Tree = { [name: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (isTree(existing) && isTree(value)) mergeInto(existing, value, overwrite);
    else if (existing === undefined || overwrite)
      target[name] = isTree(value) ? { ...value } : value;
  }
}

function lookUp(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*-?\s*([^}]+?)\s*\}\}/g;

const numberFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(localeOf(language))));
  return format;
}

function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(localeOf(language))));
  return rules.select(count);
}

function fill(text: string, language: Language, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const [name = '', format] = inside.split(',').map((part) => part.trim());
    if (!(name in values)) return placeholder;
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number')
      return numberFormat(language).format(value);
    return String(value);
  });
}

/**
 * The catalogues of every language, shared by the translators made from one another (the
 * server's one per language), so texts a feature adds as its code loads reach all of them.
 */
type Catalogues = Map<Language, Tree>;

export class Translator {
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<Language, TFunction>();

  constructor(
    public language: Language,
    private readonly catalogues: Catalogues = new Map(),
  ) {}

  /** Adds texts to a language's catalogue; `overwrite` replaces texts already there. */
  addTexts(language: Language, texts: object, overwrite: boolean): void {
    let catalogue = this.catalogues.get(language);
    if (!catalogue) this.catalogues.set(language, (catalogue = {}));
    mergeInto(catalogue, texts as Tree, overwrite);
  }

  hasTexts(language: Language): boolean {
    return this.catalogues.has(language);
  }

  /** A translator for another language over the same catalogues. */
  forLanguage(language: Language): Translator {
    return new Translator(language, this.catalogues);
  }

  changeLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` on every change of language; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The translation function of one language; the same function each time it is asked for. */
  getFixedT(language: Language): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = ((key: string, options?: Record<string, unknown>) =>
        this.translate(language, key, options)) as TFunction;
      this.fixed.set(language, t);
    }
    return t;
  }

  get t(): TFunction {
    return this.getFixedT(this.language);
  }

  private translate(language: Language, key: string, options: Record<string, unknown> = {}) {
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    for (const candidate of languages) {
      const found = this.find(candidate, key, options.count);
      if (typeof found === 'string') return fill(found, candidate, options);
      if (found !== undefined && options.returnObjects === true) return found;
    }
    return key;
  }

  private find(language: Language, key: string, count: unknown): unknown {
    const catalogue = this.catalogues.get(language);
    if (typeof count === 'number') {
      const forms =
        count === 0 ? ['zero', pluralForm(language, count)] : [pluralForm(language, count)];
      for (const form of [...forms, 'other']) {
        const text = lookUp(catalogue, `${key}_${form}`);
        if (typeof text === 'string') return text;
      }
    }
    return lookUp(catalogue, key);
  }
}
