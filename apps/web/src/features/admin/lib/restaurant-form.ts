/**
 * The edit form's fields, in the order it shows them, as strings the inputs hold; checked by the
 * shared `updateRestaurantInputSchema`, the same schema the API validates the PUT with.
 */
import { displayPhone, type RestaurantDetail } from '@tablefor/shared';

export const restaurantFormFields = [
  'name',
  'description',
  'website',
  'phone',
  'neighborhood',
  'cross_street',
  'cuisines',
  'cost',
  'dining_style',
  'dress_code',
  'operation_hours',
  'parking_details',
  'payment_options',
  'executive_chef',
  'capacity_per_slot',
  'dining_duration_minutes',
] as const;
export type RestaurantFormField = (typeof restaurantFormFields)[number];
export type RestaurantFormValues = Record<RestaurantFormField, string>;

export function restaurantFormValues(restaurant: RestaurantDetail): RestaurantFormValues {
  return {
    name: restaurant.name,
    description: restaurant.description,
    website: restaurant.website,
    phone: displayPhone(restaurant.phone),
    neighborhood: restaurant.neighborhood,
    cross_street: restaurant.cross_street,
    cuisines: restaurant.cuisines,
    cost: String(restaurant.cost),
    dining_style: restaurant.dining_style,
    dress_code: restaurant.dress_code,
    operation_hours: restaurant.operation_hours,
    parking_details: restaurant.parking_details,
    payment_options: restaurant.payment_options,
    executive_chef: restaurant.executive_chef ?? '',
    capacity_per_slot: String(restaurant.capacity_per_slot),
    dining_duration_minutes: String(restaurant.dining_duration_minutes),
  };
}

/** Each field's label key in admin.fields. */
export const fieldLabelKeys = {
  name: 'name',
  description: 'description',
  website: 'website',
  phone: 'phone',
  neighborhood: 'neighborhood',
  cross_street: 'crossStreet',
  cuisines: 'cuisines',
  cost: 'cost',
  dining_style: 'diningStyle',
  dress_code: 'dressCode',
  operation_hours: 'operationHours',
  parking_details: 'parking',
  payment_options: 'payment',
  executive_chef: 'chef',
  capacity_per_slot: 'capacity',
  dining_duration_minutes: 'diningDuration',
} as const satisfies Record<RestaurantFormField, string>;
