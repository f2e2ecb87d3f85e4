/** i18next setup: English and Spanish bundled, language from localStorage 'language'. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';

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
  resources: { en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false },
});

document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export { i18n };
