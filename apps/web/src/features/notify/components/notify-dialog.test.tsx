import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { loadLanguage } from '@/i18n/i18n';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { FINISH_SIGN_IN, renderWithSignIn } from '@/test/render-with-sign-in';
import { refusal, testNotifyRequest } from '../test/notify-fixtures';
import { NotifyDialog } from './notify-dialog';

const ASK = '/api/restaurants/:id/notify-requests';
const restaurant = { id: 12, name: 'Bestia', time_zone: 'America/Los_Angeles' };
const choice = { date: '2026-12-04', time: '19:00', partySize: 4 };

const dialog = <NotifyDialog restaurant={restaurant} choice={choice} onClose={vi.fn()} />;
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));

afterEach(() => loadLanguage('en'));

describe('the Notify dialog', () => {
  it('starts from the chosen date, party and an hour either side of the time', () => {
    renderWithProviders(dialog, { user: testUser });
    expect(
      screen.getByRole('dialog', { name: 'Get notified when a table frees up' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-04');
    expect(screen.getByLabelText('From')).toHaveValue('18:00');
    expect(screen.getByLabelText('Until')).toHaveValue('20:00');
    expect(screen.getByLabelText('Party size')).toHaveValue('4');
    expect(screen.getByLabelText('From')).toHaveDisplayValue('6:00 PM');
  });

  it('refuses a window that ends before it starts, without asking the API', () => {
    const sent = answer('post', ASK, {}, { status: 201 });
    renderWithProviders(dialog, { user: testUser });
    choose('From', '21:00');
    choose('Until', '19:00');
    submit();
    expect(
      screen.getByText(
        'Choose times between 10:00 and 22:00 on the half hour, the first no later than the last',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the request and says what it will do', async () => {
    const sent = answer('post', ASK, testNotifyRequest(), { status: 201 });
    renderWithProviders(dialog, { user: testUser });
    choose('Until', '20:30');
    submit();
    expect(
      await screen.findByText(
        "We'll e-mail you if a table for 4 frees up between 6:00 PM and 8:30 PM on Fri, Dec 4. " +
          'We hold it for you for 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/restaurants/12/notify-requests',
        body: { date: '2026-12-04', from: '18:00', to: '20:30', party_size: 4 },
      },
    ]);
    expect(screen.getByRole('link', { name: 'See your requests' })).toHaveAttribute(
      'href',
      '/users/7/dining-dashboard?view=notify',
    );
  });

  it('says it in Spanish, with the 24-hour clock', async () => {
    await loadLanguage('es');
    answer('post', ASK, testNotifyRequest(), { status: 201 });
    renderWithProviders(dialog, { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Avísame' }));
    expect(
      await screen.findByText(
        'Te escribiremos si se libera una mesa para 4 entre las 18:00 y las 20:30 el vie, 4 dic. ' +
          'Te la guardamos 10 minutos.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the refusal of a second request for the same day', async () => {
    answer(
      'post',
      ASK,
      refusal('notify.duplicate', 'You already asked to be told about a table here on this day'),
      { status: 409 },
    );
    renderWithProviders(dialog, { user: testUser });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already asked to be told about a table here on this day',
    );
  });

  it('asks a signed-out diner to sign in, then shows the form', () => {
    renderWithSignIn(<Route path="/" element={dialog} />, { route: '/', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to get notified' }));
    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    expect(screen.getByLabelText('From')).toHaveValue('18:00');
  });
});
