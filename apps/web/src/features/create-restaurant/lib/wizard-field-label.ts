/** A wizard field's label in the reader's language; 'hours' is the weekly hours editor. */
import type { TFunction, TranslationKey } from '@/i18n/translator';
import { fieldNamed, labelKeyOf } from '@/lib/restaurant-fields/restaurant-fields';
import type { WizardField } from './wizard-values';
import '@/i18n/bundles/create-restaurant-texts';

export function wizardFieldLabel(t: TFunction, field: WizardField | 'hours'): string {
  if (field === 'hours') return t('createRestaurant.fields.operationHours');
  if (field === 'url') return t('createRestaurant.summary.source');
  const known = fieldNamed(field);
  return known ? t(labelKeyOf(known, 'createRestaurant.fields') as TranslationKey) : field;
}
