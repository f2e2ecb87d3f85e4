import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { restaurantInputSchema } from '@tablefor/shared';
import { answer, requestsSent } from '@/test/msw';
import { testUser } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { CLOSE_DIALOG, FINISH_SIGN_IN } from '@/test/render-with-sign-in';
import { renderWizard } from '../test/render-wizard';
import {
  filledValues,
  stockPictures,
  storeDraft,
  storedDraft,
  weekdayEvenings,
} from '../test/wizard-fixtures';

// The picker's stock pictures answer every test; a test answers the calls it is about.
beforeEach(() => {
  answer('get', '/api/images/stock', { pictures: stockPictures });
});
afterEach(() => sessionStorage.clear());

/** The requests besides the stock pictures. */
const others = () => requestsSent().filter((request) => request.path !== '/api/images/stock');

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Restaurant' }));

function onLastStep(values = filledValues) {
  storeDraft({
    step: 5,
    values: { ...values, url: 'https://bestia.example/', address: '2121 E 7th Pl' },
    week: weekdayEvenings(),
  });
}

/** The API creates restaurant 42; returns what it received. */
const created = () =>
  answer('post', '/api/restaurants/', testRestaurant({ id: 42 }), { status: 201 });

describe('create restaurant wizard: Create Restaurant', () => {
  it('posts the fields with the hours as text and weekly ranges, then opens the restaurant', async () => {
    const sent = created();
    onLastStep();
    renderWizard({ user: testUser });
    expect(screen.getByText('Reviewed before it appears in search')).toBeInTheDocument();
    create();

    expect(await screen.findByText('restaurant page 42')).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/restaurants/');
    expect(sent[0]?.method).toBe('POST');
    const body = sent[0]?.body;
    expect(body).toEqual({
      url: 'https://bestia.example/',
      name: 'Bestia',
      description: 'Rustic Italian cooking in a former warehouse.',
      website: 'https://www.bestia.example',
      preview_img: '/images/restaurants/1.svg',
      neighborhood: 'Arts District',
      cross_street: 'Santa Fe Ave & E 7th St',
      address: '2121 E 7th Pl',
      cuisines: 'Italian, Pizza',
      cost: '3',
      dining_style: 'Casual Elegant',
      dress_code: 'Smart Casual',
      operation_hours: 'Mon–Fri 17:00–23:00; Sat–Sun closed',
      opening_hours: {
        mon: [{ open: '17:00', close: '23:00' }],
        tue: [{ open: '17:00', close: '23:00' }],
        wed: [{ open: '17:00', close: '23:00' }],
        thu: [{ open: '17:00', close: '23:00' }],
        fri: [{ open: '17:00', close: '23:00' }],
        sat: [],
        sun: [],
      },
      phone: '(213) 555-0101',
      parking_details: 'Valet parking',
      payment_options: 'All major credit cards',
    });
    expect(restaurantInputSchema.safeParse(body).success).toBe(true);
    expect(storedDraft()).toBeNull();
  });

  it("shows 'Failed to create restaurant' with the API's reasons, back on the step they name", async () => {
    answer(
      'post',
      '/api/restaurants/',
      {
        errors: ['name: Name is required'],
        details: [{ field: 'name', code: 'restaurant.nameRequired' }],
      },
      { status: 400 },
    );
    onLastStep();
    renderWizard({ user: testUser });
    create();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create restaurant. Please try again.');
    expect(alert).toHaveTextContent('Name is required');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Basic Information');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows only the sentence when the server fails', async () => {
    answer('post', '/api/restaurants/', { errors: ['boom'] }, { status: 500 });
    onLastStep();
    renderWizard({ user: testUser });
    create();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create restaurant. Please try again.');
    expect(alert.querySelectorAll('li')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Facilities');
  });
});

describe('create restaurant wizard: signed out', () => {
  it('opens sign-in on Create, keeps the draft, and creates once signed in', async () => {
    const sent = created();
    onLastStep();
    renderWizard({ user: null });
    create();

    expect(screen.getByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    expect(others()).toEqual([]);
    expect(storedDraft()?.values.name).toBe('Bestia');

    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    expect(await screen.findByText('restaurant page 42')).toBeInTheDocument();
    expect(others()).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('creates nothing when the dialog is closed, and says how to go on', async () => {
    created();
    onLastStep();
    renderWizard({ user: null });
    create();
    fireEvent.click(screen.getByRole('button', { name: CLOSE_DIALOG }));

    await waitFor(() =>
      expect(screen.getByText('Your restaurant has not been created yet')).toBeInTheDocument(),
    );
    expect(others()).toEqual([]);
    expect(storedDraft()?.step).toBe(5);
  });
});
