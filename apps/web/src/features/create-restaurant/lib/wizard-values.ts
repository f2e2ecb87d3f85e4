/** The wizard's fields as its inputs hold them (strings): the inventory's, in its steps' order. */
import {
  blankValuesOf,
  wizardFieldsOf,
  type WizardFieldName,
  type WizardValues,
} from '@/lib/restaurant-fields/restaurant-fields';

export const wizardFields = wizardFieldsOf().map((field) => field.name);
export type WizardField = WizardFieldName;
export type { WizardValues };

export function emptyValues(): WizardValues {
  return blankValuesOf(wizardFieldsOf());
}
