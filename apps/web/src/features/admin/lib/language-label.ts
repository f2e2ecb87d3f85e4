/** A language code as the reader says it ('Spanish'); a code this app has no name for, as sent. */
import type { TFunction } from '@/i18n/translator';
import { isLanguage } from '@tablefor/shared';
import '@/i18n/bundles/admin-texts';

export const languageLabel = (t: TFunction, code: string): string =>
  isLanguage(code) ? t(`admin.languages.${code}`) : code;
