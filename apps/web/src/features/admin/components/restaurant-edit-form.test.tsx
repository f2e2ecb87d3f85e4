import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { updateRestaurantInputSchema, weeklyHoursText, type WeeklyHours } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser } from '../test/admin-fixtures';
import { RestaurantEditForm } from './restaurant-edit-form';

function renderForm(restaurant = testRestaurant({ phone: '2135550101' })) {
  const onSaved = vi.fn();
  renderWithProviders(
    <RestaurantEditForm restaurant={restaurant} onCancel={vi.fn()} onSaved={onSaved} />,
    { user: adminUser },
  );
  return { onSaved };
}

const field = (name: string) => screen.getByLabelText(name);

const BUSINESS_EMAIL_URL = '/api/restaurants/12/business-email';

/**
 * The business e-mail read apart (administrators only), and the PUT answering `saved`; returns
 * what the PUT handler received.
 */
function serveForm(saved = testRestaurant()) {
  answer('get', BUSINESS_EMAIL_URL, { business_email: 'orders@bestia.example' });
  return answer('put', '/api/restaurants/12', saved);
}

/** Both the e-mail read and the PUT answer `body` with `status`. */
function failForm(body: unknown, status: number) {
  answer('get', BUSINESS_EMAIL_URL, body, { status });
  answer('put', '/api/restaurants/12', body, { status });
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('restaurant edit form', () => {
  it('starts from the restaurant, with the phone as (XXX) XXX-XXXX and the price labels', () => {
    // The form reads the business e-mail as it opens.
    serveForm();
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
    const sent = serveForm();
    renderForm();
    fireEvent.change(field('Name'), { target: { value: '   ' } });
    fireEvent.change(field('Website'), { target: { value: 'not a url' } });
    fireEvent.change(field('Phone'), { target: { value: '213-555' } });
    fireEvent.change(field('Neighborhood'), { target: { value: '' } });
    for (const day of DAY_NAMES) fireEvent.click(field(`${day} closed`));
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
    expect(puts(sent)).toEqual([]);

    // A message clears as its field changes.
    fireEvent.change(field('Name'), { target: { value: 'Bestia II' } });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('edits the weekly hours day by day; the listing text follows them', async () => {
    const sent = serveForm();
    const { onSaved } = renderForm();
    // Prefilled from the hours bookings are checked against.
    expect(field('Monday opens')).toHaveValue('17:00');
    expect(field('Monday closes')).toHaveValue('23:00');
    fireEvent.change(field('Monday closes'), { target: { value: '22:00' } });
    fireEvent.click(field('Sunday closed'));
    await waitFor(() => expect(field('Business e-mail')).toHaveValue('orders@bestia.example'));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = puts(sent)[0]?.body as {
      opening_hours: WeeklyHours;
      operation_hours: string;
    };
    const expected: WeeklyHours = {
      mon: [{ open: '17:00', close: '22:00' }],
      tue: [{ open: '17:00', close: '23:00' }],
      wed: [{ open: '17:00', close: '23:00' }],
      thu: [{ open: '17:00', close: '23:00' }],
      fri: [{ open: '17:00', close: '23:00' }],
      sat: [{ open: '17:00', close: '23:00' }],
      sun: [],
    };
    expect(body.opening_hours).toEqual(expected);
    expect(body.operation_hours).toBe(weeklyHoursText(expected));
  });

  it('refuses a day with an opening but no closing time, and sends nothing', async () => {
    const sent = serveForm();
    renderForm();
    fireEvent.change(field('Tuesday closes'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Enter both an opening and a closing time')).toBeInTheDocument();
    expect(puts(sent)).toEqual([]);
  });

  it('leaves the hours alone when they were not touched', async () => {
    const sent = serveForm();
    const { onSaved } = renderForm();
    await waitFor(() => expect(field('Business e-mail')).toHaveValue('orders@bestia.example'));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = puts(sent)[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('opening_hours');
    expect(body.operation_hours).toBe('Mon-Sun 5:00 pm-11:00 pm');
  });

  it('formats the phone while typing and PUTs the checked fields', async () => {
    const sent = serveForm(testRestaurant({ name: 'Bestia Nueva' }));
    const { onSaved } = renderForm();
    await waitFor(() => expect(field('Business e-mail')).toHaveValue('orders@bestia.example'));
    fireEvent.change(field('Name'), { target: { value: '  Bestia Nueva ' } });
    fireEvent.change(field('Phone'), { target: { value: '3105550199' } });
    expect(field('Phone')).toHaveValue('(310) 555-0199');
    fireEvent.change(field('Price'), { target: { value: '4' } });
    fireEvent.change(field('Executive chef'), { target: { value: '' } });
    save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = puts(sent)[0];
    expect(put?.path).toBe('/api/restaurants/12');
    expect(put?.method).toBe('PUT');
    // As typed: the API checks them with the same schema (a cleared chef becomes null there).
    expect(put?.body).toMatchObject({
      name: '  Bestia Nueva ',
      phone: '(310) 555-0199',
      cost: '4',
      executive_chef: '',
      website: 'https://www.bestia.example',
      business_email: 'orders@bestia.example',
    });
    expect(updateRestaurantInputSchema.safeParse(put?.body).success).toBe(true);
  });

  it('edits the business e-mail, read apart, and checks it like the API', async () => {
    const sent = serveForm();
    renderForm();
    const email = field('Business e-mail');
    expect(email).toBeDisabled();
    await waitFor(() => expect(email).toHaveValue('orders@bestia.example'));
    expect(
      screen.getByText('Where claim codes are sent; never shown publicly.'),
    ).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'orders@' } });
    save();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(puts(sent)).toEqual([]);
    fireEvent.change(email, { target: { value: 'Reservas@Bestia.example' } });
    save();
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    const body = puts(sent)[0]?.body as Record<string, unknown>;
    expect(body.business_email).toBe('Reservas@Bestia.example');
  });

  it('clears the business e-mail when the field is emptied', async () => {
    const sent = serveForm();
    const { onSaved } = renderForm();
    await waitFor(() => expect(field('Business e-mail')).toHaveValue('orders@bestia.example'));
    fireEvent.change(field('Business e-mail'), { target: { value: '' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = puts(sent)[0]?.body as Record<string, unknown>;
    expect(body.business_email).toBe('');
  });

  it("shows the API's invalid-email message, translated by its code, from a 400", async () => {
    answer('get', BUSINESS_EMAIL_URL, { business_email: 'orders@bestia.example' });
    const sent = answer(
      'put',
      '/api/restaurants/12',
      {
        errors: ['business_email: rejected by the server'],
        details: [{ field: 'business_email', code: 'claim.emailInvalid' }],
      },
      { status: 400 },
    );
    const { onSaved } = renderForm();
    await waitFor(() => expect(field('Business e-mail')).toHaveValue('orders@bestia.example'));
    fireEvent.change(field('Business e-mail'), { target: { value: 'orders@bestia.invalid' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update restaurant');
    expect(alert).toHaveTextContent('Please enter a valid email address');
    expect(alert).not.toHaveTextContent('rejected by the server');
    const put = puts(sent)[0];
    expect(put?.body).toMatchObject({
      business_email: 'orders@bestia.invalid',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('leaves the business e-mail out of the PUT when it could not be read', async () => {
    answer('get', BUSINESS_EMAIL_URL, { errors: ['db: down'] }, { status: 500 });
    const sent = answer('put', '/api/restaurants/12', testRestaurant());
    const { onSaved } = renderForm();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = puts(sent)[0];
    expect(put?.body).not.toHaveProperty('business_email');
  });

  it("shows 'Failed to update restaurant' with the API's reasons", async () => {
    failForm(
      {
        errors: ['restaurant: Not found'],
        details: [{ field: 'restaurant', code: 'common.notFound' }],
      },
      404,
    );
    const { onSaved } = renderForm();
    save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update restaurant');
    expect(alert).toHaveTextContent('Not found');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update restaurant' alone when the server fails", async () => {
    failForm({ errors: ['db: down'] }, 500);
    renderForm();
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update restaurant$/);
  });
});
