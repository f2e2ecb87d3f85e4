/**
 * i18next setup: English bundled, Spanish loaded on demand (it would add ~6 kB gzip to every first
 * load); the language comes from localStorage 'language', fallback English.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './catalog-en';

export const LANGUAGE_STORAGE_KEY = 'language';
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

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
  document.documentElement.lang = language;
}

/** Resolves once the stored language is ready; the app renders after it. */
export const languageReady: Promise<void> = loadLanguage(storedLanguage()).catch(() => {
  document.documentElement.lang = 'en';
});

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
