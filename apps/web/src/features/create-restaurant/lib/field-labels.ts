/** Each field's label key under createRestaurant.fields. */
import type { WizardField } from './wizard-values';

export const fieldLabelKeys = {
  url: 'url',
  instruction: 'instruction',
  name: 'name',
  description: 'description',
  website: 'website',
  preview_img: 'previewImg',
  neighborhood: 'neighborhood',
  cross_street: 'crossStreet',
  address: 'address',
  cuisines: 'cuisines',
  cost: 'cost',
  dining_style: 'diningStyle',
  dress_code: 'dressCode',
  phone: 'phone',
  executive_chef: 'chef',
  parking_details: 'parking',
  payment_options: 'payment',
} as const satisfies Record<WizardField, string>;
