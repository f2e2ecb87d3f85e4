import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '@tablefor/shared';
import { jsonResponse, renderWithProviders, testUser } from '@/test/render';
import { adminUser, fetchRouter, restaurantPage, userPage } from '../test/admin-fixtures';
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
});
