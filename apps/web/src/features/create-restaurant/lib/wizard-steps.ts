/**
 * The six steps and the fields each one checks: every step's schema is picked from the
 * shared restaurantInputSchema, the one the API validates the creation with, by the payload keys
 * of the fields the inventory puts on that step.
 */
import { restaurantInputSchema, type RestaurantInput } from '@tablefor/shared';
import {
  fieldOfPath,
  payloadKeysOf,
  WIZARD_STEP_IDS,
  type WizardStepId,
} from '@/lib/restaurant-fields/restaurant-fields';

type Mask = Partial<Record<keyof RestaurantInput, true>>;

export const wizardSteps = WIZARD_STEP_IDS.map((id) => {
  const keys = payloadKeysOf(id);
  const mask = Object.fromEntries(keys.map((key) => [key, true])) as Mask;
  return { id, keys, schema: restaurantInputSchema.pick(mask) };
});

export type { WizardStepId };
export const STEP_COUNT = wizardSteps.length;
export const LAST_STEP = STEP_COUNT - 1;
/** The step with the hours editor, whose half-entered days also hold it back. */
export const HOURS_STEP = wizardSteps.findIndex((step) => step.id === 'operations');

/** The index of the step that asks for `field`, or null for a field no step shows. */
export function stepOfField(field: string): number | null {
  const key = fieldOfPath(field).split('.')[0] ?? field;
  const index = wizardSteps.findIndex((step) => step.keys.includes(key));
  return index === -1 ? null : index;
}
