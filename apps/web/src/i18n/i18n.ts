/**
 * The app's translator (translator.ts): English bundled, Spanish loaded on demand (it would add ~6 kB gzip to every first
 * load); the language comes from localStorage 'language', fallback English. The choice is copied
 * to a 'language' cookie, so the server renders public pages in it (entry-server.tsx).
 */
import { en } from './catalog-en';
import { Translator, type Language } from './translator';

export type { Language };
export const LANGUAGE_STORAGE_KEY = 'language';
export const languages = ['en', 'es'] as const satisfies readonly Language[];

const inBrowser = typeof document !== 'undefined';

/** The cookie the server reads to render a page in the reader's language. */
function rememberForServer(language: Language) {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored === 'es' || stored === 'en' ? stored : 'en';
  } catch {
    return 'en';
  }
}

const i18n = new Translator('en');
i18n.addTexts('en', en, true);

/** Loads a language's catalog if needed, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasTexts(language)) {
    const catalog = (await import('./catalog-es')).es;
    i18n.addTexts(language, catalog, true);
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
      document.documentElement.lang = 'en';
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
