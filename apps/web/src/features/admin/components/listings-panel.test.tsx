import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerRoutes, json, pathsOf, type Route } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser, listingPage, pendingListing } from '../test/admin-fixtures';
import { ListingsPanel } from './listings-panel';

const queue = [pendingListing(21, 'Casa Delgado'), pendingListing(22, 'Trattoria Sofia')];

function renderListings(routes: Record<string, Route> = {}) {
  let decided = new Set<number>();
  const sent = answerRoutes({
    'GET /api/admin/listings': () =>
      json(listingPage(queue.filter((listing) => !decided.has(listing.id)))),
    'POST /api/restaurants/21/approve': () => {
      decided = new Set([...decided, 21]);
      return json(testRestaurant({ id: 21, name: 'Casa Delgado' }));
    },
    'POST /api/restaurants/22/reject': () => {
      decided = new Set([...decided, 22]);
      return json(testRestaurant({ id: 22, name: 'Trattoria Sofia' }));
    },
    ...routes,
  });
  renderWithProviders(<ListingsPanel />, {
    user: adminUser,
    route: '/admin/dashboard?view=listings',
  });
  return sent;
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('listings to review', () => {
  it('shows the queue in the order the API gives (oldest first) with who created each and when', async () => {
    const sent = renderListings();
    expect(await screen.findByText('2 listings waiting for review')).toBeInTheDocument();
    expect(pathsOf(sent)).toEqual(['/api/admin/listings?page=1&pageSize=12']);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Casa Delgado', 'Trattoria Sofia']);
    const first = card('Casa Delgado');
    expect(within(first).getByText(/Arts District/)).toHaveTextContent(
      'Arts District · Italian, Pizza · $$$',
    );
    expect(within(first).getByText('By @ana')).toBeInTheDocument();
    expect(within(first).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(first).getByText(/^Submitted Mar \d, 2025/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Approve Casa Delgado' })).toBeEnabled();
  });

  it('approves with POST …/approve: the card leaves the queue and a notice says so', async () => {
    const sent = renderListings();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Casa Delgado' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Casa Delgado is approved: it now appears in search and takes bookings.',
    );
    expect(screen.queryByRole('heading', { name: 'Casa Delgado' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trattoria Sofia' })).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/restaurants/21/approve');
    await waitFor(() =>
      expect(screen.getByText('1 listing waiting for review')).toBeInTheDocument(),
    );
  });

  it('asks for a reason before rejecting, then sends it and removes the card', async () => {
    const sent = renderListings();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Trattoria Sofia' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(within(dialog).getByText('0 / 500')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(
      await within(dialog).findByText('Please give a reason for rejecting this listing'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: 'The photos show another restaurant.' } });
    expect(within(dialog).getByText('35 / 500')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/restaurants/22/reject');
    expect(post?.body).toEqual({ reason: 'The photos show another restaurant.' });
    expect(screen.getByRole('status')).toHaveTextContent('Trattoria Sofia was not approved.');
    expect(screen.queryByRole('heading', { name: 'Trattoria Sofia' })).not.toBeInTheDocument();
  });

  it('refuses a reason over 500 characters with the shared message', async () => {
    renderListings();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Trattoria Sofia' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(
      await within(dialog).findByText('The reason must be at most 500 characters'),
    ).toBeInTheDocument();
  });

  it('shows why the API refused: the listing was decided meanwhile', async () => {
    renderListings({
      'POST /api/restaurants/21/approve': () =>
        json(
          {
            errors: ['status: This listing is not waiting for review'],
            details: [{ field: 'status', code: 'listingReview.notPending' }],
          },
          409,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Casa Delgado' }));
    const alert = await within(card('Casa Delgado')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to approve the listing');
    expect(alert).toHaveTextContent('This listing is not waiting for review');
  });

  it('says when there is nothing to review', async () => {
    renderListings({ 'GET /api/admin/listings': () => json(listingPage([])) });
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('opens the details with Approve and Reject from the name', async () => {
    renderListings({
      'GET /api/restaurants/21': () =>
        json({ ...testRestaurant({ id: 21, name: 'Casa Delgado' }), ...queue[0] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Casa Delgado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casa Delgado' });
    expect(await within(dialog).findByText(/^Waiting for review since/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve Casa Delgado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Casa Delgado is approved');
  });
});
