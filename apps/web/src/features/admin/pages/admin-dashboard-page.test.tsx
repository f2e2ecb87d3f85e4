import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '@tablefor/shared';
import { jsonResponse, renderWithProviders, testUser } from '@/test/render';
import {
  adminUser,
  claimPage,
  fetchRouter,
  inquiry,
  inquiryPage,
  listingPage,
  mailMessage,
  pendingListing,
  restaurantPage,
  reviewedClaim,
  userPage,
} from '../test/admin-fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

function renderDashboard(user: User | null, route = '/admin/dashboard') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
    </Routes>,
    { user, route },
  );
}

describe('admin dashboard access', () => {
  it('sends a signed-out visitor home without calling the API', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDashboard(null);
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-in diner who is not an administrator home', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDashboard(testUser, '/admin/dashboard?view=users');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an administrator the restaurants, then the users through ?view=users', async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/restaurants/search': () => jsonResponse(restaurantPage(1, 3)),
        'GET /api/users': () => jsonResponse(userPage([adminUser, testUser])),
      }),
    );
    renderDashboard(adminUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('3 restaurants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
      'href',
      '/create-restaurant',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('2 users')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('admin@tablefor.app')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
  });

  it('counts the listings to review and the open inquiries in the switch, and shows both views', async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/restaurants/search': () => jsonResponse(restaurantPage(1, 3)),
        'GET /api/admin/listings': () =>
          jsonResponse(listingPage([pendingListing(21), pendingListing(22)], 3)),
        'GET /api/business/inquiries': () => jsonResponse(inquiryPage([inquiry(5)], 1)),
      }),
    );
    renderDashboard(adminUser);
    const listings = await screen.findByRole('link', { name: 'Listings to review (3 waiting)' });
    expect(listings).toHaveAttribute('href', '/admin/dashboard?view=listings');
    expect(await screen.findByRole('link', { name: 'Inquiries (1 open)' })).toHaveAttribute(
      'href',
      '/admin/dashboard?view=inquiries',
    );

    fireEvent.click(listings);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Listings to review' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 listings waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Listing 21' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Inquiries (1 open)' }));
    expect(await screen.findByText('1 open inquiry')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Marta Delgado' })).toBeInTheDocument();
  });

  it('counts the pending claims in the switch, and shows the Claims and Mailbox views', async () => {
    vi.stubGlobal(
      'fetch',
      fetchRouter({
        'GET /api/restaurants/search': () => jsonResponse(restaurantPage(1, 3)),
        'GET /api/admin/claims': () =>
          jsonResponse(claimPage([reviewedClaim(1), reviewedClaim(2)], 2)),
        'GET /api/admin/mailbox': () => jsonResponse({ messages: [mailMessage(3)] }),
      }),
    );
    renderDashboard(adminUser);
    const claims = await screen.findByRole('link', { name: 'Claims (2 waiting)' });
    expect(claims).toHaveAttribute('href', '/admin/dashboard?view=claims');

    fireEvent.click(claims);
    expect(await screen.findByRole('heading', { level: 2, name: 'Claims' })).toBeInTheDocument();
    expect(await screen.findByText('2 claims')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trattoria 2' })).toBeInTheDocument();

    const mailbox = screen.getByRole('link', { name: 'Mailbox' });
    expect(mailbox).toHaveAttribute('href', '/admin/dashboard?view=mailbox');
    fireEvent.click(mailbox);
    expect(
      await screen.findByRole('heading', { name: 'Tu código de verificación para Trattoria' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
  });
});
