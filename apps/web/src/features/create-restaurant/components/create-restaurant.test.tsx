import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { restaurantInputSchema } from '@tablefor/shared';
import { jsonResponse, testUser } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { CLOSE_DIALOG, FINISH_SIGN_IN } from '@/test/render-with-sign-in';
import { renderWizard } from '../test/render-wizard';
import {
  filledValues,
  isolateWizardTests,
  requestBody,
  storeDraft,
  storedDraft,
  stubWizardFetch,
  weekdayEvenings,
} from '../test/wizard-fixtures';

isolateWizardTests();

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Restaurant' }));

function onLastStep(values = filledValues) {
  storeDraft({
    step: 5,
    values: { ...values, url: 'https://bestia.example/', address: '2121 E 7th Pl' },
    week: weekdayEvenings(),
  });
}

const created = () =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse(testRestaurant({ id: 42 }), 201),
  );

describe('create restaurant wizard: Create Restaurant', () => {
  it('posts the fields with the hours as text and weekly ranges, then opens the restaurant', async () => {
    const fetchMock = created();
    stubWizardFetch(fetchMock);
    onLastStep();
    renderWizard({ user: testUser });
    expect(screen.getByText('Reviewed before it appears in search')).toBeInTheDocument();
    create();

    expect(await screen.findByText('restaurant page 42')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/restaurants/');
    expect(init?.method).toBe('POST');
    const body = requestBody(fetchMock.mock.calls[0]);
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
    stubWizardFetch(
      vi.fn(async () =>
        jsonResponse(
          {
            errors: ['name: Name is required'],
            details: [{ field: 'name', code: 'restaurant.nameRequired' }],
          },
          400,
        ),
      ),
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
    stubWizardFetch(vi.fn(async () => jsonResponse({ errors: ['boom'] }, 500)));
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
    const fetchMock = created();
    stubWizardFetch(fetchMock);
    onLastStep();
    renderWizard({ user: null });
    create();

    expect(screen.getByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedDraft()?.values.name).toBe('Bestia');

    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    expect(await screen.findByText('restaurant page 42')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('creates nothing when the dialog is closed, and says how to go on', async () => {
    const fetchMock = created();
    stubWizardFetch(fetchMock);
    onLastStep();
    renderWizard({ user: null });
    create();
    fireEvent.click(screen.getByRole('button', { name: CLOSE_DIALOG }));

    await waitFor(() =>
      expect(screen.getByText('Your restaurant has not been created yet')).toBeInTheDocument(),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedDraft()?.step).toBe(5);
  });
});
