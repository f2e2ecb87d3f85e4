/**
 * i18next setup: English bundled, Spanish loaded on demand (it would add ~6 kB gzip to every first
 * load); the language comes from localStorage 'language', fallback English. The choice is copied
 * to a 'language' cookie, so the server renders public pages in it (entry-server.tsx).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './catalog-en';

export const LANGUAGE_STORAGE_KEY = 'language';
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages,
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Loads a language's catalog if needed, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const catalog = (await import('./catalog-es')).es;
    i18n.addResourceBundle(language, 'translation', catalog, true, true);
  }
  await i18n.changeLanguage(language);
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
  return i18n.language === 'es' ? 'es' : 'en';
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
