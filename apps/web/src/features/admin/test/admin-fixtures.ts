/** Test data of the admin dashboard: an administrator, grid pages, user pages, a fetch router. */
import { vi } from 'vitest';
import type { User } from '@tablefor/shared';
import { jsonResponse, testUser } from '@/test/render';
import type { AdminRestaurantSummary } from '../api/get-admin-restaurants';

export const adminUser: User = {
  ...testUser,
  id: 1,
  username: 'admin',
  email: 'admin@tablefor.app',
  first_name: 'Ada',
  last_name: 'Admin',
  is_admin: true,
  isAdmin: true,
};

export function summary(id: number, name = `Restaurant ${id}`): AdminRestaurantSummary {
  return {
    id,
    name,
    preview_img: `/images/restaurants/${id}.svg`,
    cuisines: 'Italian, Pizza',
    cost: 2,
    neighborhood: 'Arts District',
  };
}

/** One page of the search answer as the admin grid reads it. */
export function restaurantPage(page: number, total: number, pageSize = 12) {
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  return {
    restaurants: Array.from({ length: count }, (_, i) => summary(first + i)),
    total,
    page,
    pageSize,
  };
}

export function userPage(users: User[], total = users.length, page = 1) {
  return { users, total, page, pageSize: 12 };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stub answering by method and path (`'GET /api/users'`); anything else is a 404. */
export function fetchRouter(routes: Record<string, Handler>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : jsonResponse({ errors: ['route: not found'] }, 404);
  });
}

export const calledUrls = (fetchMock: ReturnType<typeof vi.fn>): string[] =>
  fetchMock.mock.calls.map((call) => String(call[0]));
