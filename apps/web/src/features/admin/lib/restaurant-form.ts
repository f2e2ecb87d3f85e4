/**
 * The edit form's fields (the inventory's, for the editor's role) as strings the inputs hold, and
 * the PUT they make; checked by the shared `updateRestaurantInputSchema`, the same schema the API
 * validates the PUT with.
 */
import type { RestaurantDetail } from '@tablefor/shared';
import {
  editFieldsOf,
  initialValuesOf,
  payloadOf,
  type EditFieldName,
  type EditorRole,
  type EditValues,
} from '@/lib/restaurant-fields/restaurant-fields';

export type RestaurantFormField = EditFieldName;
export type RestaurantFormValues = EditValues;

export function restaurantFormValues(
  restaurant: RestaurantDetail,
  role: EditorRole,
): RestaurantFormValues {
  return initialValuesOf(editFieldsOf(role), restaurant);
}

/** The PUT's fields: every field as typed, the checkboxes as booleans, dotted names nested. */
export function restaurantFormPayload(
  values: Partial<RestaurantFormValues>,
  role: EditorRole,
): Record<string, unknown> {
  return payloadOf(
    editFieldsOf(role).filter((field) => field.name in values),
    values,
    'edit',
  );
}
