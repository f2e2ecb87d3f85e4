/** What 'Create Restaurant' sends: the fields by the inventory's rules, the hours as text and as weekly ranges. */
import type { RestaurantInput } from '@tablefor/shared';
import { payloadOf, wizardFieldsOf } from '@/lib/restaurant-fields/restaurant-fields';
import { openingHoursOf, operationHoursText, type WeekHours } from '@/lib/weekly-hours';
import type { WizardValues } from './wizard-values';

/**
 * As typed, like the edits: the API parses the body with the same schema. Blank optional
 * fields are left out, and a blank price is missing rather than 0 ('Cost is required').
 */
export function restaurantInputOf(values: WizardValues, week: WeekHours): RestaurantInput {
  return {
    ...(payloadOf(wizardFieldsOf(), values, 'create') as RestaurantInput),
    operation_hours: operationHoursText(week),
    opening_hours: openingHoursOf(week),
  };
}
