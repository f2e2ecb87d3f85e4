import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { answer, answerWith, json } from '@/test/msw';
import { testUser } from '@/test/render';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import {
  bookedReservation,
  OFFER_NOW,
  refusal,
  testNotifyRequest,
  testOfferedRequest,
} from '../test/notify-fixtures';
import { NotifyRequestsPanel } from './notify-requests-panel';

const LIST = '/api/users/:id/notify-requests';
const CLAIM = '/api/notify-requests/:id/claim';
const CANCEL = '/api/notify-requests/:id';

const renderPanel = () =>
  renderWithSignIn(<Route path="/" element={<NotifyRequestsPanel userId={testUser.id} />} />, {
    route: '/',
    user: testUser,
  });
const bookButton = () => screen.findByRole('button', { name: 'Book this table' });

// Only the clock is faked: the countdown's interval and the network run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(OFFER_NOW);
});
afterEach(() => vi.useRealTimers());

describe("the dashboard's Notify view", () => {
  it('explains how Notify works when nothing is asked', async () => {
    answer('get', LIST, { requests: [] });
    renderPanel();
    expect(await screen.findByText('You are not waiting for any table.')).toBeInTheDocument();
    expect(screen.getByText(/one diner at a time, first come first served/)).toBeInTheDocument();
  });

  it('lists a request with its restaurant, day, window, party and status', async () => {
    answer('get', LIST, { requests: [testNotifyRequest()] });
    renderPanel();
    const item = (await screen.findByRole('link', { name: 'Bestia' })).closest('li') as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Bestia' })).toHaveAttribute(
      'href',
      '/restaurants/12',
    );
    expect(item).toHaveTextContent('Fri, Dec 4 · 6:00 PM – 8:30 PM · 4 people');
    expect(item).toHaveTextContent('Waiting for a table');
  });

  it('counts an offer down to its end', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    renderPanel();
    expect(
      await screen.findByText('A table is held for you: Fri, Dec 4 at 7:30 PM, for 4'),
    ).toBeInTheDocument();
    expect(screen.getByText('Held until 7:52 PM (8 min left)')).toBeInTheDocument();
    vi.setSystemTime(new Date('2026-12-05T03:51:15.000Z'));
    expect(
      await screen.findByText('Held until 7:52 PM (45 s left)', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    vi.setSystemTime(new Date('2026-12-05T03:52:00.000Z'));
    expect(
      await screen.findByText(
        'The hold has ended: the table goes to the next diner.',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book this table' })).toBeDisabled();
  });

  it('books the held table in one click and opens the reservation', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    const sent = answer('post', CLAIM, bookedReservation, { status: 201 });
    renderPanel();
    fireEvent.click(await bookButton());
    expect(await screen.findByText('/reservations/501')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/notify-requests/31/claim']);
  });

  it('says why an expired offer cannot be booked', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    answer(
      'post',
      CLAIM,
      refusal('notify.offerExpired', 'This offer has expired and the table went to the next diner'),
      { status: 409 },
    );
    renderPanel();
    fireEvent.click(await bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer has expired and the table went to the next diner',
    );
    expect(screen.getByRole('button', { name: 'Book this table' })).toBeDisabled();
  });

  it("releases an offered table with 'Not now'", async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    const sent = answer('delete', CANCEL, null, { status: 204 });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/notify-requests/31');
  });

  it('cancels a waiting request, and shows it cancelled', async () => {
    answerWith('get', LIST, (_request, index) =>
      json({ requests: [testNotifyRequest({ status: index === 0 ? 'waiting' : 'cancelled' })] }),
    );
    const sent = answer('delete', CANCEL, null, { status: 204 });
    renderPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancel the request for Bestia on Fri, Dec 4' }),
    );
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(sent.map((request) => request.method)).toEqual(['DELETE']);
  });
});
