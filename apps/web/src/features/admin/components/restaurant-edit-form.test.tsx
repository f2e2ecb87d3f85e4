import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { updateRestaurantInputSchema } from '@tablefor/shared';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser } from '../test/admin-fixtures';
import { RestaurantEditForm } from './restaurant-edit-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(restaurant = testRestaurant({ phone: '2135550101' })) {
  const onSaved = vi.fn();
  renderWithProviders(
    <RestaurantEditForm restaurant={restaurant} onCancel={vi.fn()} onSaved={onSaved} />,
    { user: adminUser },
  );
  return { onSaved };
}

const field = (name: string) => screen.getByLabelText(name);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('restaurant edit form', () => {
  it('starts from the restaurant, with the phone as (XXX) XXX-XXXX and the price labels', () => {
    renderForm();
    expect(field('Name')).toHaveValue('Bestia');
    expect(field('Name')).toHaveFocus();
    expect(field('Website')).toHaveAttribute('type', 'url');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Phone')).toHaveAttribute('placeholder', '(XXX) XXX-XXXX');
    expect(field('Phone')).toHaveValue('(213) 555-0101');
    expect(field('Price')).toHaveValue('3');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '$ · Budget-Friendly',
      '$$ · Moderate',
      '$$$ · Upscale',
      '$$$$ · Luxury',
    ]);
  });

  it("shows the shared schema's messages, focuses the first, and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(field('Name'), { target: { value: '   ' } });
    fireEvent.change(field('Website'), { target: { value: 'not a url' } });
    fireEvent.change(field('Phone'), { target: { value: '213-555' } });
    fireEvent.change(field('Neighborhood'), { target: { value: '' } });
    fireEvent.change(field('Hours of operation'), { target: { value: '' } });
    save();

    for (const message of [
      'Name is required',
      'Please enter a valid URL',
      'Please enter a valid 10-digit phone number',
      'Neighborhood is required',
      'Operation hours is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    // A message clears as its field changes.
    fireEvent.change(field('Name'), { target: { value: 'Bestia II' } });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('formats the phone while typing and PUTs the checked fields', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(testRestaurant({ name: 'Bestia Nueva' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onSaved } = renderForm();
    fireEvent.change(field('Name'), { target: { value: '  Bestia Nueva ' } });
    fireEvent.change(field('Phone'), { target: { value: '3105550199' } });
    expect(field('Phone')).toHaveValue('(310) 555-0199');
    fireEvent.change(field('Price'), { target: { value: '4' } });
    fireEvent.change(field('Executive chef'), { target: { value: '' } });
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/restaurants/12');
    expect(init?.method).toBe('PUT');
    // As typed: the API checks them with the same schema (a cleared chef becomes null there).
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: '  Bestia Nueva ',
      phone: '(310) 555-0199',
      cost: '4',
      executive_chef: '',
      website: 'https://www.bestia.example',
    });
    expect(updateRestaurantInputSchema.safeParse(JSON.parse(String(init?.body))).success).toBe(
      true,
    );
  });

  it("shows 'Failed to update restaurant' with the API's reasons", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            errors: ['restaurant: Not found'],
            details: [{ field: 'restaurant', code: 'common.notFound' }],
          },
          404,
        ),
      ),
    );
    const { onSaved } = renderForm();
    save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update restaurant');
    expect(alert).toHaveTextContent('Not found');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update restaurant' alone when the server fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ errors: ['db: down'] }, 500)),
    );
    renderForm();
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update restaurant$/);
  });
});
