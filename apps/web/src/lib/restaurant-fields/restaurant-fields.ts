/**
 * The restaurant's editable fields, once: what kind of input each is, its label, the creation
 * wizard's step that asks for it, who edits it afterwards, its value in an edit form, and how the
 * typed text goes into the payload the shared schema (and the API) checks. The wizard, the owners'
 * 'Edit listing' and the administrators' edit read their fields, labels, values and payloads here.
 */
import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_NOTE_MAX_LENGTH,
  displayPhone,
  type RestaurantDetail,
} from '@tablefor/shared';

export type FieldInput =
  'text' | 'textarea' | 'url' | 'tel' | 'cost' | 'picture' | 'hours' | 'checkbox';

export type WizardStepId =
  'website' | 'basics' | 'location' | 'dining' | 'operations' | 'facilities';
export const WIZARD_STEP_IDS: readonly WizardStepId[] = [
  'website',
  'basics',
  'location',
  'dining',
  'operations',
  'facilities',
];

/** Who edits a published listing: its owners ('Edit listing') and the administrators. */
export type EditorRole = 'owner' | 'admin';

/**
 * How the text an input holds goes into the payload: as typed (the schema trims and coerces),
 * left out when blank, a checkbox's 'true' as a boolean, or not sent at all (the crawl's
 * instruction).
 */
export type PayloadRule = 'asTyped' | 'optional' | 'flag' | 'notSent';
/*
 * How the text an input holds goes into the payload: 'asTyped' (the schema trims and coerces);
 * 'optional', which a creation leaves out when blank and an edit sends as '' (clearing it); 'flag',
 * a checkbox's 'true' as a boolean; 'notSent' (the crawl's instruction).
 */

export type RestaurantField<
  Name extends string = string,
  Input extends FieldInput = FieldInput,
  Step extends WizardStepId | null = WizardStepId | null,
> = {
  /** The form's name for it; a dotted name is a path into the payload ('accessibility.note'). */
  name: Name;
  input: Input;
  /**
   * Its label: a key relative to the surface's own `fields` texts ('cost' is
   * 'admin.fields.cost' in the edit and 'createRestaurant.fields.cost' in the wizard), or with a
   * dot a key the surfaces share.
   */
  label: string;
  /** The wizard step that asks for it; null when the wizard does not. */
  step: Step;
  /** Who edits it on a listing; empty when only the wizard asks for it. */
  editors: readonly EditorRole[];
  /** The edit forms' starting text. */
  initial: (restaurant: RestaurantDetail) => string;
  payload: PayloadRule;
  /** Fields drawn together under one heading (a fieldset), named by the group's label key. */
  group?: string;
  maxLength?: number;
};

const BOTH: readonly EditorRole[] = ['owner', 'admin'];
const NONE: readonly EditorRole[] = [];

/** The record's own value as text, for a field named as the record's key. */
function recordText(name: string) {
  return (restaurant: RestaurantDetail) => {
    const value = (restaurant as Partial<Record<string, unknown>>)[name];
    return value === null || value === undefined ? '' : String(value);
  };
}

function field<Name extends string, Input extends FieldInput, Step extends WizardStepId | null>(
  name: Name,
  input: Input,
  label: string,
  step: Step,
  editors: readonly EditorRole[],
  rest: Partial<Pick<RestaurantField, 'initial' | 'payload' | 'group' | 'maxLength'>> = {},
): RestaurantField<Name, Input, Step> {
  return {
    name,
    input,
    label,
    step,
    editors,
    payload: 'asTyped',
    initial: recordText(name),
    ...rest,
  };
}

const GROUP = 'accessibility.heading';

/** Accessibility: a checkbox per feature and a note, on the last step and in both edits. */
const accessibilityFields = [
  ...ACCESSIBILITY_FEATURES.map(({ key }) =>
    field(
      `accessibility.${key}` as const,
      'checkbox',
      `accessibility.features.${key}`,
      'facilities',
      BOTH,
      {
        initial: (restaurant) => (restaurant.accessibility[key] ? 'true' : ''),
        payload: 'flag',
        group: GROUP,
      },
    ),
  ),
  field('accessibility.note', 'textarea', 'accessibility.note', 'facilities', BOTH, {
    initial: (restaurant) => restaurant.accessibility.note,
    group: GROUP,
    maxLength: ACCESSIBILITY_NOTE_MAX_LENGTH,
  }),
];

/** In the wizard's order; the edit forms lay the same fields out their own way. */
export const restaurantFields = [
  field('url', 'url', 'url', 'website', NONE, { payload: 'optional' }),
  field('instruction', 'text', 'instruction', 'website', NONE, { payload: 'notSent' }),
  field('name', 'text', 'name', 'basics', BOTH),
  field('description', 'textarea', 'description', 'basics', BOTH),
  field('website', 'url', 'website', 'basics', BOTH),
  field('preview_img', 'picture', 'previewImg', 'basics', NONE),
  field('neighborhood', 'text', 'neighborhood', 'location', BOTH),
  field('cross_street', 'text', 'crossStreet', 'location', BOTH),
  field('address', 'text', 'address', 'location', NONE, { payload: 'optional' }),
  field('cuisines', 'text', 'cuisines', 'dining', BOTH),
  field('cost', 'cost', 'cost', 'dining', BOTH, { payload: 'optional' }),
  field('dining_style', 'text', 'diningStyle', 'dining', BOTH),
  field('dress_code', 'text', 'dressCode', 'dining', BOTH),
  field('operation_hours', 'hours', 'operationHours', 'operations', BOTH),
  field('phone', 'tel', 'phone', 'operations', BOTH, {
    initial: (restaurant) => displayPhone(restaurant.phone),
  }),
  field('executive_chef', 'text', 'chef', 'operations', BOTH, { payload: 'optional' }),
  field('parking_details', 'text', 'parking', 'facilities', BOTH),
  field('payment_options', 'text', 'payment', 'facilities', BOTH),
  ...accessibilityFields,
] as const;

type AnyField = (typeof restaurantFields)[number];
export type RestaurantFieldName = AnyField['name'];
/** What the wizard holds as text: every field a step asks for but the hours (a week). */
export type WizardFieldName = Exclude<
  Extract<AnyField, { step: WizardStepId }>,
  { input: 'hours' }
>['name'];
export type WizardValues = Record<WizardFieldName, string>;
/** What the edit forms hold as text. */
export type EditFieldName = Exclude<
  AnyField,
  { step: 'website' } | { name: 'preview_img' | 'address' }
>['name'];
export type EditValues = Record<EditFieldName, string>;

export const fieldNamed = (name: string): RestaurantField | undefined =>
  restaurantFields.find((f) => f.name === name);

/** The wizard's fields, all of them or one step's (the hours are the step's week, not a text). */
export function wizardFieldsOf(step?: WizardStepId): RestaurantField<WizardFieldName>[] {
  return restaurantFields.filter(
    (f): f is Extract<AnyField, { name: WizardFieldName }> =>
      f.step !== null && f.input !== 'hours' && (step === undefined || f.step === step),
  );
}

/** The fields `role` edits on a listing. */
export function editFieldsOf(role: EditorRole): RestaurantField<EditFieldName>[] {
  return restaurantFields.filter((f): f is Extract<AnyField, { name: EditFieldName }> =>
    f.editors.includes(role),
  );
}

/** The top-level payload keys a step sends (the operations step's hours included). */
export function payloadKeysOf(step: WizardStepId): string[] {
  const keys = restaurantFields
    .filter((f) => f.step === step && f.payload !== 'notSent')
    .flatMap((f) => (f.input === 'hours' ? [f.name, 'opening_hours'] : [f.name.split('.')[0]!]));
  return [...new Set(keys)];
}

/** Where a message for `path` shows: its own field ('accessibility.note'), or its top key. */
export function fieldOfPath(path: string): string {
  return fieldNamed(path) ? path : (path.split('.')[0] ?? path);
}

/** The label's full key on a surface whose own texts sit under `namespace` ('admin.fields'). */
export function labelKeyOf(f: RestaurantField, namespace: string): string {
  return f.label.includes('.') ? f.label : `${namespace}.${f.label}`;
}

/** An edit form's starting values. */
export function initialValuesOf<Name extends string>(
  fields: readonly RestaurantField<Name>[],
  restaurant: RestaurantDetail,
): Record<Name, string> {
  return Object.fromEntries(fields.map((f) => [f.name, f.initial(restaurant)])) as Record<
    Name,
    string
  >;
}

/** Every field blank: a fresh wizard. */
export function blankValuesOf<Name extends string>(
  fields: readonly RestaurantField<Name>[],
): Record<Name, string> {
  return Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<Name, string>;
}

/** The payload of `fields` from what their inputs hold, each by its rule; dotted names nest. */
export function payloadOf<Name extends string>(
  fields: readonly RestaurantField<Name>[],
  values: Readonly<Partial<Record<Name, string>>>,
  purpose: 'create' | 'edit',
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const f of fields) {
    const typed: string = values[f.name] ?? '';
    if (f.payload === 'notSent') continue;
    const value =
      f.payload === 'flag'
        ? typed === 'true'
        : f.payload === 'optional' && purpose === 'create' && typed.trim() === ''
          ? undefined
          : typed;
    const path = f.name.split('.');
    let target = payload;
    for (const part of path.slice(0, -1)) {
      target = (target[part] ??= {}) as Record<string, unknown>;
    }
    target[path.at(-1)!] = value;
  }
  if (purpose === 'create') {
    // A group nobody filled in is left out of a creation: the record's default says the same.
    for (const [key, value] of Object.entries(payload)) {
      const nested = typeof value === 'object' && value !== null ? Object.values(value) : null;
      if (nested?.every((item) => item === false || item === '')) delete payload[key];
    }
  }
  return payload;
}
