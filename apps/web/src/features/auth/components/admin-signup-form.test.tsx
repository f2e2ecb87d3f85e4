import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders, testUser } from '@/test/render';
import { AdminSignupForm } from './admin-signup-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const fields: Record<string, string> = {
  Email: 'root@example.com',
  Username: 'root',
  'First Name': 'Ro',
  'Last Name': 'Ot',
  Password: 'admin-password',
  'Confirm Password': 'admin-password',
  'Admin Secret Key': 'key',
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
};
const register = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('admin sign-up form', () => {
  it('lists "Passwords do not match" above the form', () => {
    renderWithProviders(<AdminSignupForm />);
    fill({ ...fields, 'Confirm Password': 'other-password' });
    register();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every missing field', () => {
    renderWithProviders(<AdminSignupForm />);
    register();
    expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(7);
    expect(screen.getByText('Contact system administrator for the secret key')).toBeInTheDocument();
  });

  it('lists a wrong secret key from the server, and marks admins on success', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ errors: ['admin_secret_key: Invalid admin secret key'] }, 403),
    );
    const { session } = renderWithProviders(<AdminSignupForm />);
    fill(fields);
    register();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin secret key');

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ access_token: 't', expires_at: '2099-01-01T00:00:00Z', user: testUser }, 201),
    );
    register();
    await waitFor(() =>
      expect(session.setUser).toHaveBeenCalledWith({ ...testUser, is_admin: true }),
    );
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/signup');
  });
});
