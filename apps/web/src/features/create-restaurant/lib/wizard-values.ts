/** The wizard's text fields as its inputs hold them (strings), in the order its steps ask for them. */
export const wizardFields = [
  'url',
  'instruction',
  'name',
  'description',
  'website',
  'preview_img',
  'neighborhood',
  'cross_street',
  'address',
  'cuisines',
  'cost',
  'dining_style',
  'dress_code',
  'phone',
  'executive_chef',
  'parking_details',
  'payment_options',
] as const;
export type WizardField = (typeof wizardFields)[number];
export type WizardValues = Record<WizardField, string>;

export function emptyValues(): WizardValues {
  return Object.fromEntries(wizardFields.map((field) => [field, ''])) as WizardValues;
}
