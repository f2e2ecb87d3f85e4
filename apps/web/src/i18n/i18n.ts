/**
 * The app's translator (translator.ts): English bundled, every other language loaded on demand
 * (Spanish would add ~6 kB gzip to every first load); the language comes from localStorage
 * 'language', fallback English. The choice is copied to a 'language' cookie, so the server renders
 * public pages in it (entry-server.tsx). The languages are the shared list (LANGUAGES); a new one
 * needs its catalogue and a loader below, which the compiler asks for.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from '@tablefor/shared';
import { en, type Catalog } from './catalog-en';
import { Translator } from './translator';

export type { Language };
export const LANGUAGE_STORAGE_KEY = 'language';
export const languages: readonly Language[] = LANGUAGE_CODES;

/** Each language's whole catalogue; English is also bundled, so only the others are fetched. */
export const catalogueLoaders: Record<Language, () => Promise<Partial<Catalog>>> = {
  en: () => Promise.resolve(en),
  es: () => import('./catalog-es').then((module) => module.es),
};

const inBrowser = typeof document !== 'undefined';

/** The cookie the server reads to render a page in the reader's language. */
function rememberForServer(language: Language) {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const i18n = new Translator(DEFAULT_LANGUAGE);
i18n.addTexts('en', en, true);

/** Loads a language's catalog if needed, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasTexts(language)) {
    i18n.addTexts(language, await catalogueLoaders[language](), true);
  }
  i18n.changeLanguage(language);
  if (inBrowser) {
    document.documentElement.lang = language;
    rememberForServer(language);
  }
}

/** Resolves once the stored language is ready; the app renders after it. */
export const languageReady: Promise<void> = inBrowser
  ? loadLanguage(storedLanguage()).catch(() => {
      document.documentElement.lang = DEFAULT_LANGUAGE;
    })
  : Promise.resolve();

export function currentLanguage(): Language {
  return i18n.language;
}

export function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  return loadLanguage(language);
}

export { i18n };
