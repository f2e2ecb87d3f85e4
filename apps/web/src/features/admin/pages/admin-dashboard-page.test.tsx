import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '@tablefor/shared';
import { answerRoutes, json, requestsSent } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import {
  adminUser,
  claimPage,
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

/** The counts of the view switch a test is not about: not found, as any route it leaves out. */
const notFound = () => json({ errors: ['route: not found'] }, 404);
const otherCounts = {
  'GET /api/admin/listings': notFound,
  'GET /api/admin/claims': notFound,
  'GET /api/business/inquiries': notFound,
};

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
    renderDashboard(null);
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('sends a signed-in diner who is not an administrator home', () => {
    renderDashboard(testUser, '/admin/dashboard?view=users');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('shows an administrator the restaurants, then the users through ?view=users', async () => {
    answerRoutes({
      ...otherCounts,
      'GET /api/restaurants/search': () => json(restaurantPage(1, 3)),
      'GET /api/users': () => json(userPage([adminUser, testUser])),
    });
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
    answerRoutes({
      ...otherCounts,
      'GET /api/restaurants/search': () => json(restaurantPage(1, 3)),
      'GET /api/admin/listings': () =>
        json(listingPage([pendingListing(21), pendingListing(22)], 3)),
      'GET /api/business/inquiries': () => json(inquiryPage([inquiry(5)], 1)),
    });
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
    answerRoutes({
      ...otherCounts,
      'GET /api/restaurants/search': () => json(restaurantPage(1, 3)),
      'GET /api/admin/claims': () => json(claimPage([reviewedClaim(1), reviewedClaim(2)], 2)),
      'GET /api/admin/mailbox': () => json({ messages: [mailMessage(3)] }),
    });
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
