/**
 * The Restaurants view's table: Cards or Table kept in the URL (?layout=table), one page of every
 * listing with its review state, owners and last change, sorted by name or change from the
 * column headers (aria-sort), in English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminRestaurantRow } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { answerRoutes, json, pathsOf, type ReceivedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser, restaurantPage } from '../test/admin-fixtures';
import { RestaurantsPanel } from './restaurants-panel';

const rows: AdminRestaurantRow[] = [
  {
    id: 12,
    name: 'Bestia',
    neighborhood: 'Arts District',
    status: 'published',
    owners: [
      { id: 3, username: 'olga' },
      { id: 4, username: 'omar' },
    ],
    updated_at: '2026-03-04T19:00:00.000Z',
  },
  {
    id: 40,
    name: 'Casa Nueva',
    neighborhood: 'Silver Lake',
    status: 'pending_review',
    owners: [],
    updated_at: '2026-06-28T17:00:00.000Z',
  },
];

function answer() {
  return answerRoutes({
    'GET /api/admin/restaurants': () =>
      json({ restaurants: rows, total: 420, page: 1, pageSize: 50 }),
    'GET /api/restaurants/search': () => json(restaurantPage(1, 3)),
    'GET /api/restaurants/12': () => json(testRestaurant()),
  });
}

const tableCalls = (sent: ReceivedRequest[]) =>
  pathsOf(sent).filter((url) => url.startsWith('/api/admin/restaurants'));

describe('the restaurants table', () => {
  it('lists a page of every listing with its state, owners and last change, from ?layout=table', async () => {
    const sent = answer();
    renderWithProviders(<RestaurantsPanel />, {
      user: adminUser,
      route: '/admin/dashboard?layout=table',
    });
    const table = await screen.findByRole('table', { name: 'Restaurants, one row each' });
    expect(tableCalls(sent)).toEqual(['/api/admin/restaurants?page=1&pageSize=50&sort=name']);
    expect(screen.getByText('420 restaurants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      expect.stringContaining('Name'),
      'Neighborhood',
      'Status',
      'Owners',
      expect.stringContaining('Updated'),
      'Actions',
    ]);
    const [bestia, casa] = within(table).getAllByRole('row').slice(1);
    expect(bestia).toHaveTextContent('Arts District');
    expect(bestia).toHaveTextContent('Published');
    expect(bestia).toHaveTextContent('olga, omar');
    expect(bestia).toHaveTextContent('Mar 4, 2026');
    expect(casa).toHaveTextContent('Waiting for review');
    expect(casa).toHaveTextContent('None');
    // It scrolls in its own box, which a keyboard can reach.
    const box = screen.getByRole('region', { name: 'Restaurants, one row each' });
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('sorts by last change from its header, latest first, then the other way', async () => {
    const sent = answer();
    renderWithProviders(<RestaurantsPanel />, {
      user: adminUser,
      route: '/admin/dashboard?layout=table',
    });
    await screen.findByRole('table');
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Updated/)).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(within(header(/^Updated/)).getByRole('button'));
    await waitFor(() =>
      expect(tableCalls(sent).at(-1)).toBe(
        '/api/admin/restaurants?page=1&pageSize=50&sort=-updated',
      ),
    );
    expect(header(/^Updated/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(within(header(/^Updated/)).getByRole('button'));
    await waitFor(() =>
      expect(tableCalls(sent).at(-1)).toBe(
        '/api/admin/restaurants?page=1&pageSize=50&sort=updated',
      ),
    );
    expect(header(/^Updated/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('switches between Cards and Table, and edits from a row', async () => {
    const sent = answer();
    renderWithProviders(<RestaurantsPanel />, { user: adminUser, route: '/admin/dashboard' });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(tableCalls(sent)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Bestia' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Bestia' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      answer();
      renderWithProviders(<RestaurantsPanel />, {
        user: adminUser,
        route: '/admin/dashboard?layout=table',
      });
      const table = await screen.findByRole('table', { name: 'Restaurantes, uno por fila' });
      expect(screen.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(table).getByRole('columnheader', { name: 'Barrio' })).toBeInTheDocument();
      expect(table).toHaveTextContent('Pendiente de revisión');
      expect(table).toHaveTextContent('Ninguno');
    } finally {
      await loadLanguage('en');
    }
  });
});
