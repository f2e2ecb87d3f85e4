/** A language code as the reader says it ('Spanish'); a code this app has no name for, as sent. */
import type { TFunction } from '@/i18n/translator';
import { languages, type Language } from '@/i18n/i18n';
import '@/i18n/bundles/admin-texts';

const isLanguage = (code: string): code is Language => languages.some((known) => known === code);

export const languageLabel = (t: TFunction, code: string): string =>
  isLanguage(code) ? t(`admin.languages.${code}`) : code;
