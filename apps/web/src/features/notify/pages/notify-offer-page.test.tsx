import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { answer } from '@/test/msw';
import { testUser } from '@/test/render';
import { FINISH_SIGN_IN, renderWithSignIn } from '@/test/render-with-sign-in';
import {
  bookedReservation,
  OFFER_NOW,
  refusal,
  testNotifyRequest,
  testOfferedRequest,
} from '../test/notify-fixtures';
import { NotifyOfferPage } from './notify-offer-page';

const LIST = '/api/users/:id/notify-requests';
const CLAIM = '/api/notify-requests/:id/claim';

const renderPage = (user = testUser as typeof testUser | null) =>
  renderWithSignIn(<Route path="notify/:requestId" element={<NotifyOfferPage />} />, {
    route: '/notify/31',
    user,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(OFFER_NOW);
});
afterEach(() => vi.useRealTimers());

describe('the offer page (/notify/{id})', () => {
  it('asks a signed-out diner to sign in, then shows the held table', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'Sign in to book your table' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    expect(await screen.findByRole('heading', { name: 'Bestia' })).toBeInTheDocument();
    expect(
      screen.getByText('A table is held for you: Fri, Dec 4 at 7:30 PM, for 4'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
  });

  it('books the table and opens the reservation', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    answer('post', CLAIM, bookedReservation, { status: 201 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Book this table' }));
    expect(await screen.findByText('/reservations/501')).toBeInTheDocument();
  });

  it('says so when the offer was made to another diner, with the ways on', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    answer('post', CLAIM, refusal('notify.notYours', 'This offer was made to another diner'), {
      status: 403,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Book this table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer was made to another diner',
    );
    expect(screen.getByRole('link', { name: 'Find another time' })).toHaveAttribute(
      'href',
      '/restaurants/12/reservations?date=2026-12-04&time=18%3A00&partySize=4',
    );
  });

  it('explains a missed offer and leads to another time or the requests', async () => {
    answer('get', LIST, { requests: [testNotifyRequest({ status: 'missed' })] });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This table is no longer held for you' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This offer has expired and the table went to the next diner'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your requests' })).toHaveAttribute(
      'href',
      '/users/7/dining-dashboard?view=notify',
    );
  });

  it('leads to the reservation of a request already booked', async () => {
    answer('get', LIST, {
      requests: [testNotifyRequest({ status: 'booked', reservation_id: 501 })],
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You booked this table' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View reservation' })).toHaveAttribute(
      'href',
      '/reservations/501',
    );
  });

  it("does not show another account's request", async () => {
    answer('get', LIST, { requests: [testNotifyRequest({ id: 99 })] });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this offer' }),
    ).toBeInTheDocument();
  });
});
