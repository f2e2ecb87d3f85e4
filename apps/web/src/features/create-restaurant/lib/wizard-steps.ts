/**
 * The six steps and the fields each one checks: every step's schema is picked from the
 * shared restaurantInputSchema, the one the API validates the creation with.
 */
import { restaurantInputSchema } from '@tablefor/shared';

export const wizardSteps = [
  { id: 'website', schema: restaurantInputSchema.pick({ url: true }) },
  {
    id: 'basics',
    schema: restaurantInputSchema.pick({
      name: true,
      description: true,
      website: true,
      preview_img: true,
    }),
  },
  {
    id: 'location',
    schema: restaurantInputSchema.pick({ neighborhood: true, cross_street: true, address: true }),
  },
  {
    id: 'dining',
    schema: restaurantInputSchema.pick({
      cuisines: true,
      cost: true,
      dining_style: true,
      dress_code: true,
    }),
  },
  {
    id: 'operations',
    schema: restaurantInputSchema.pick({
      operation_hours: true,
      opening_hours: true,
      phone: true,
      executive_chef: true,
    }),
  },
  {
    id: 'facilities',
    schema: restaurantInputSchema.pick({ parking_details: true, payment_options: true }),
  },
] as const;

export type WizardStepId = (typeof wizardSteps)[number]['id'];
export const STEP_COUNT = wizardSteps.length;
export const LAST_STEP = STEP_COUNT - 1;
/** The step with the hours editor, whose half-entered days also hold it back. */
export const HOURS_STEP = wizardSteps.findIndex((step) => step.id === 'operations');

/** The index of the step that asks for `field`, or null for a field no step shows. */
export function stepOfField(field: string): number | null {
  const index = wizardSteps.findIndex((step) => field in step.schema.shape);
  return index === -1 ? null : index;
}
