/** What 'Create Restaurant' sends: the fields as typed, the hours as text and as weekly ranges. */
import type { RestaurantInput } from '@tablefor/shared';
import { openingHoursOf, operationHoursText, type WeekHours } from '@/lib/weekly-hours';
import type { WizardValues } from './wizard-values';

/**
 * As typed, like the admin's edit: the API parses the body with the same schema. Blank optional
 * fields are left out, and a blank price is missing rather than 0 ('Cost is required').
 */
export function restaurantInputOf(values: WizardValues, week: WeekHours): RestaurantInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    url: optional(values.url),
    name: values.name,
    description: values.description,
    website: values.website,
    preview_img: values.preview_img,
    neighborhood: values.neighborhood,
    cross_street: values.cross_street,
    address: optional(values.address),
    cuisines: values.cuisines,
    cost: optional(values.cost),
    dining_style: values.dining_style,
    dress_code: values.dress_code,
    operation_hours: operationHoursText(week),
    opening_hours: openingHoursOf(week),
    phone: values.phone,
    executive_chef: optional(values.executive_chef),
    parking_details: values.parking_details,
    payment_options: values.payment_options,
  };
}
