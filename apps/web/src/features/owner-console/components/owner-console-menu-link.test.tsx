import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answer, requestsSent } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { ownedRestaurant, ownerUser } from '../test/owner-console-fixtures';
import { OwnerConsoleMenuLink } from './owner-console-menu-link';

/** Renders the link; returns what GET /api/owner/restaurants received. */
function renderLink(user = ownerUser, restaurants = [ownedRestaurant()]) {
  const sent = answer('get', '/api/owner/restaurants', { restaurants });
  renderWithProviders(
    <ul>
      <OwnerConsoleMenuLink user={user} onNavigate={vi.fn()} />
    </ul>,
    { user },
  );
  return sent;
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
    const sent = renderLink(testUser, []);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows to an administrator without asking', () => {
    renderLink({ ...testUser, is_admin: true }, []);
    expect(screen.getByRole('link', { name: 'Restaurant console' })).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });
});
