import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ListingReviewState, RestaurantDetail, User } from '@tablefor/shared';
import { answerRoutes, json } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { clearWindowWidth, mockWindowWidth } from '@/test/window-width';
import { RestaurantProfilePage } from './restaurant-profile-page';

const admin: User = { ...testUser, id: 1, username: 'admin', is_admin: true };

function listing(overrides: Partial<ListingReviewState> = {}): ListingReviewState {
  return {
    status: 'pending_review',
    rejection_reason: null,
    reviewed_at: null,
    created_by: { id: testUser.id, username: testUser.username, email: testUser.email },
    created_at: '2025-03-04T19:00:00.000Z',
    ...overrides,
  };
}

/** GET answers the restaurant as it stands; POST …/approve publishes it, …/reject turns it down. */
function serve(initial: RestaurantDetail) {
  let current = initial;
  return answerRoutes({
    'POST /api/restaurants/12/approve': () => {
      const { listing: _listing, ...published } = current;
      current = published;
      return json(published);
    },
    'POST /api/restaurants/12/reject': ({ body }) => {
      const { reason } = body as { reason: string };
      current = { ...current, listing: listing({ status: 'rejected', rejection_reason: reason }) };
      return json(current);
    },
    'GET /api/restaurants/12': () => json(current),
  });
}

function renderPage(user: User | null = testUser) {
  return renderWithProviders(
    <Routes>
      <Route path="/restaurants/:restaurantId" element={<RestaurantProfilePage />} />
    </Routes>,
    { route: '/restaurants/12', user },
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  clearWindowWidth();
});

describe('an unpublished listing’s page', () => {
  it('says a pending listing waits for review, and replaces booking with a note (desktop)', async () => {
    mockWindowWidth(1280);
    serve(testRestaurant({ listing: listing() }));
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Pending review' });
    expect(notice).toHaveTextContent(
      'This listing is visible only to you and administrators until an administrator approves it. It will then appear in search and take bookings.',
    );
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Make a reservation' });
    expect(within(aside).getByRole('heading')).toHaveTextContent('Bookings open after approval');
    expect(aside).toHaveTextContent('Bookings open once an administrator approves this listing.');
    expect(screen.queryByRole('button', { name: 'Find a time' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Party size')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim this listing' })).not.toBeInTheDocument();
    // The reviews API refuses an unpublished listing, so its page offers no review form.
    expect(screen.queryByRole('button', { name: /write a review/i })).not.toBeInTheDocument();
  });

  it('says a rejected listing was not approved, with the reason, and takes no bookings (mobile)', async () => {
    mockWindowWidth(375);
    serve(
      testRestaurant({
        listing: listing({
          status: 'rejected',
          rejection_reason: 'The photos show another restaurant.',
          reviewed_at: '2025-03-05T10:00:00.000Z',
        }),
      }),
    );
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Not approved' });
    expect(notice).toHaveTextContent('The photos show another restaurant.');
    expect(screen.queryByRole('region', { name: 'Pending review' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Bookings open after approval' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a Table' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Party size')).not.toBeInTheDocument();
  });

  it('shows a published restaurant without a notice, bookable as before', async () => {
    mockWindowWidth(375);
    serve(testRestaurant());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Bestia' });
    expect(screen.queryByRole('region', { name: 'Pending review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a Table' })).toBeInTheDocument();
    expect(screen.getByLabelText('Party size')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /write a review/i })).toBeInTheDocument();
    const claim = screen.getByRole('complementary', { name: 'Is this your restaurant?' });
    expect(within(claim).getByRole('link', { name: 'Claim this listing' })).toHaveAttribute(
      'href',
      '/restaurants/12/claim',
    );
  });

  it('lets an administrator approve a pending listing from its page', async () => {
    mockWindowWidth(1280);
    const sent = serve(testRestaurant({ listing: listing() }));
    renderPage(admin);
    const notice = await screen.findByRole('region', { name: 'Pending review' });
    expect(notice).toHaveTextContent('visible only to its creator and administrators');
    // The buttons come with the admin feature's chunk, loaded for administrators only.
    expect(
      await within(notice).findByRole('button', { name: 'Reject Bestia' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: 'Approve Bestia' }));

    expect(await screen.findByRole('heading', { name: 'Listing approved' })).toBeInTheDocument();
    expect(screen.getByText('It now appears in search and takes bookings.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Party size')).toBeInTheDocument();
    expect(
      sent.some(
        (request) => request.path === '/api/restaurants/12/approve' && request.method === 'POST',
      ),
    ).toBe(true);
  });

  it('lets an administrator reject a pending listing from its page, with a reason', async () => {
    mockWindowWidth(1280);
    serve(testRestaurant({ listing: listing() }));
    renderPage(admin);
    const notice = await screen.findByRole('region', { name: 'Pending review' });
    fireEvent.click(
      await within(notice).findByRole('button', { name: 'Reject Bestia' }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Please add your opening hours.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    const rejected = await screen.findByRole('region', { name: 'Not approved' });
    expect(rejected).toHaveTextContent('Please add your opening hours.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
