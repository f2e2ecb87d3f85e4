import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, testUser } from '@/test/render';
import { fetchRouter, ownedRestaurant, ownerUser } from '../test/owner-console-fixtures';
import { OwnerConsoleMenuLink } from './owner-console-menu-link';

afterEach(() => vi.unstubAllGlobals());

function renderLink(user = ownerUser, restaurants = [ownedRestaurant()]) {
  const fetchMock = fetchRouter({
    'GET /api/owner/restaurants': () => jsonResponse({ restaurants }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <ul>
      <OwnerConsoleMenuLink user={user} onNavigate={vi.fn()} />
    </ul>,
    { user },
  );
  return fetchMock;
}

describe("the account menu's console link", () => {
  it('shows to an owner of a restaurant', async () => {
    renderLink();
    expect(await screen.findByRole('link', { name: 'Restaurant console' })).toHaveAttribute(
      'href',
      '/business/dashboard',
    );
  });

  it('stays hidden from an account without restaurants', async () => {
    const fetchMock = renderLink(testUser, []);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows to an administrator without asking', () => {
    const fetchMock = renderLink({ ...testUser, is_admin: true }, []);
    expect(screen.getByRole('link', { name: 'Restaurant console' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
