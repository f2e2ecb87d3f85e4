import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerRoutes, json, pathsOf, type Route } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { adminUser, userPage } from '../test/admin-fixtures';
import { UsersPanel } from './users-panel';

const refusal = (code: string, text: string) =>
  json({ errors: [`user: ${text}`], details: [{ field: 'user', code }] }, 409);

/** Renders the users view; returns what the API received, in order. */
function renderUsers(routes: Record<string, Route> = {}) {
  const sent = answerRoutes({
    'GET /api/users': ({ url }) =>
      json(url.searchParams.get('q') ? userPage([testUser]) : userPage([adminUser, testUser], 30)),
    ...routes,
  });
  renderWithProviders(<UsersPanel />, { user: adminUser, route: '/admin/dashboard?view=users' });
  return sent;
}

describe('users view', () => {
  it('lists one page of users with their role, and searches with q', async () => {
    const sent = renderUsers();
    expect(await screen.findByText('30 users')).toBeInTheDocument();
    expect(pathsOf(sent)).toEqual(['/api/users?page=1&pageSize=12']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const [admin, diner] = screen.getAllByRole('article');
    expect(within(admin!).getByText('Administrator')).toBeInTheDocument();
    expect(within(admin!).getByText('You')).toBeInTheDocument();
    expect(within(diner!).getByText('Ana Diaz')).toBeInTheDocument();
    expect(within(diner!).getByText('@ana')).toBeInTheDocument();
    expect(within(diner!).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(diner!).getByText('User')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'ana' },
    });
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(pathsOf(sent).at(-1)).toBe('/api/users?page=1&pageSize=12&q=ana');
  });

  it('changes a role with PUT {is_admin} and shows the refusal of the last administrator', async () => {
    let attempts = 0;
    const sent = renderUsers({
      'PUT /api/users/7': () =>
        ++attempts === 1
          ? refusal('userAdmin.lastAdministrator', 'There must be at least one administrator')
          : json({ ...testUser, is_admin: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ana Diaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('user');
    fireEvent.change(role, { target: { value: 'admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update user');
    expect(alert).toHaveTextContent('There must be at least one administrator');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = sent.filter((request) => request.method === 'PUT');
    expect(put[0]?.body).toEqual({ is_admin: true });
  });

  it('asks before deleting, and shows why the API refuses', async () => {
    renderUsers({
      'DELETE /api/users/1': () =>
        refusal('userAdmin.ownAccount', 'You cannot delete your own account here'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot delete your own account here',
    );
  });
});
