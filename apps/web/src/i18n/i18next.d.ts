// Typed translation keys: t('landing.headline') is checked against the English catalogue.
import 'i18next';
import type { Catalog } from './catalog-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalog };
  }
}
