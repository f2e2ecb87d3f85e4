/**
 * The languages the product is written in, declared once: the web app's catalogues, the API's
 * e-mails, calendar files and downloads, the request-language choice and every `language` field
 * of the shared schemas read this list. A third language means its catalogue files and one entry
 * here (its name in itself, and the locale that formats its dates and numbers).
 */
export const LANGUAGES = {
  en: { name: 'English', locale: 'en-US' },
  es: { name: 'Español', locale: 'es-ES' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The locale tag that formats dates, times and numbers for a language (`es` → `es-ES`, 24-hour). */
export function localeOf(language: Language): string {
  return LANGUAGES[language].locale;
}
