import { describe, expect, it } from 'vitest';
import { restaurantInputSchema, updateRestaurantInputSchema } from '@tablefor/shared';
import { testRestaurant } from '@/test/test-restaurant';
import {
  editFieldsOf,
  fieldOfPath,
  initialValuesOf,
  labelKeyOf,
  payloadKeysOf,
  payloadOf,
  restaurantFields,
  wizardFieldsOf,
  WIZARD_STEP_IDS,
} from './restaurant-fields';

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('the restaurant field inventory', () => {
  it('names each field once, and every field a step asks for is one the creation schema reads', () => {
    expect(new Set(names(restaurantFields)).size).toBe(restaurantFields.length);
    const creationKeys = Object.keys(restaurantInputSchema.shape);
    for (const step of WIZARD_STEP_IDS) {
      for (const key of payloadKeysOf(step)) expect(creationKeys).toContain(key);
    }
  });

  it('gives each wizard step its fields, the website step its address and instruction', () => {
    expect(names(wizardFieldsOf('website'))).toEqual(['url', 'instruction']);
    expect(names(wizardFieldsOf('basics'))).toEqual([
      'name',
      'description',
      'website',
      'preview_img',
    ]);
    expect(names(wizardFieldsOf('location'))).toEqual(['neighborhood', 'cross_street', 'address']);
    expect(names(wizardFieldsOf('dining'))).toEqual([
      'cuisines',
      'cost',
      'dining_style',
      'dress_code',
    ]);
    // The hours are the step's week, not a text the wizard holds; the schema still checks both.
    expect(names(wizardFieldsOf('operations'))).toEqual(['phone', 'executive_chef']);
    expect(payloadKeysOf('operations')).toEqual([
      'operation_hours',
      'opening_hours',
      'phone',
      'executive_chef',
    ]);
    expect(payloadKeysOf('website')).toEqual(['url']);
  });

  it('gives owners and administrators the same edit, without the wizard-only fields', () => {
    expect(names(editFieldsOf('owner'))).toEqual(names(editFieldsOf('admin')));
    const edited = names(editFieldsOf('admin'));
    for (const wizardOnly of ['url', 'instruction', 'preview_img', 'address']) {
      expect(edited).not.toContain(wizardOnly);
    }
    expect(edited).toEqual(expect.arrayContaining(['operation_hours', 'accessibility.note']));
    // The floor page edits seating; the listing's edit no longer does.
    expect(edited).not.toContain('capacity_per_slot');
  });

  it('starts an edit from the record as the inputs hold it', () => {
    const values = initialValuesOf(editFieldsOf('owner'), testRestaurant({ executive_chef: null }));
    expect(values).toMatchObject({
      name: 'Bestia',
      cost: '3',
      phone: '(213) 555-0101',
      executive_chef: '',
    });
  });

  it('leaves blank optional fields out of a creation and sends them as typed in an edit', () => {
    const fields = wizardFieldsOf().filter((field) => ['url', 'cost', 'name'].includes(field.name));
    expect(payloadOf(fields, { url: ' ', cost: '', name: 'Bestia' }, 'create')).toEqual({
      url: undefined,
      cost: undefined,
      name: 'Bestia',
    });
    const chef = editFieldsOf('admin').filter((field) => field.name === 'executive_chef');
    expect(payloadOf(chef, { executive_chef: '' }, 'edit')).toEqual({ executive_chef: '' });
  });

  it("whatever an edit's starting values are, its payload passes the update schema", () => {
    const fields = editFieldsOf('admin');
    const payload = payloadOf(fields, initialValuesOf(fields, testRestaurant()), 'edit');
    expect(updateRestaurantInputSchema.safeParse(payload).success).toBe(true);
  });

  it("labels from the surface's own texts unless the key is shared", () => {
    const cost = restaurantFields.find((field) => field.name === 'cost')!;
    expect(labelKeyOf(cost, 'admin.fields')).toBe('admin.fields.cost');
    expect(labelKeyOf(cost, 'createRestaurant.fields')).toBe('createRestaurant.fields.cost');
  });

  it('shows a message under its own field, or its top key', () => {
    expect(fieldOfPath('opening_hours.mon.0.close')).toBe('opening_hours');
    expect(fieldOfPath('name')).toBe('name');
  });
});

describe('accessibility in the inventory', () => {
  const accessibility = [
    'accessibility.step_free_entrance',
    'accessibility.accessible_restroom',
    'accessibility.accessible_seating',
    'accessibility.hearing_loop',
    'accessibility.note',
  ];

  it('is asked on the last wizard step and edited by owners and administrators', () => {
    expect(names(wizardFieldsOf('facilities'))).toEqual([
      'parking_details',
      'payment_options',
      ...accessibility,
    ]);
    expect(payloadKeysOf('facilities')).toEqual([
      'parking_details',
      'payment_options',
      'accessibility',
    ]);
    expect(names(editFieldsOf('owner'))).toEqual(expect.arrayContaining(accessibility));
    expect(names(editFieldsOf('admin'))).toEqual(expect.arrayContaining(accessibility));
  });

  it("starts from the record's, sends checkboxes as booleans, nested", () => {
    const fields = editFieldsOf('owner').filter((field) => field.group !== undefined);
    const values = initialValuesOf(fields, testRestaurant());
    expect(values).toEqual({
      'accessibility.step_free_entrance': 'true',
      'accessibility.accessible_restroom': '',
      'accessibility.accessible_seating': 'true',
      'accessibility.hearing_loop': '',
      'accessibility.note': 'Ramp at the Santa Fe Ave door.',
    });
    expect(payloadOf(fields, values, 'edit')).toEqual({
      accessibility: {
        step_free_entrance: true,
        accessible_restroom: false,
        accessible_seating: true,
        hearing_loop: false,
        note: 'Ramp at the Santa Fe Ave door.',
      },
    });
  });

  it('is left out of a creation when nothing was ticked or written', () => {
    const fields = wizardFieldsOf('facilities');
    const blank = Object.fromEntries(fields.map((field) => [field.name, '']));
    expect(payloadOf(fields, blank, 'create')).toEqual({
      parking_details: '',
      payment_options: '',
    });
  });

  it("labels from the texts every surface shares, and shows the note's message under it", () => {
    const note = restaurantFields.find((field) => field.name === 'accessibility.note')!;
    expect(labelKeyOf(note, 'admin.fields')).toBe('accessibility.note');
    expect(fieldOfPath('accessibility.note')).toBe('accessibility.note');
  });
});
