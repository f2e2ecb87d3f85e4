import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, requestsSent } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { AdminSignupForm } from './admin-signup-form';

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
    // The first sign-up is refused, the second succeeds.
    answer(
      'post',
      '/api/admin/signup',
      { access_token: 't', expires_at: '2099-01-01T00:00:00Z', user: testUser },
      { status: 201 },
    );
    answer(
      'post',
      '/api/admin/signup',
      { errors: ['admin_secret_key: Invalid admin secret key'] },
      { status: 403, once: true },
    );
    const { session } = renderWithProviders(<AdminSignupForm />);
    fill(fields);
    register();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin secret key');

    register();
    await waitFor(() =>
      expect(session.setUser).toHaveBeenCalledWith({ ...testUser, is_admin: true }),
    );
    expect(requestsSent()[1]?.path).toBe('/api/admin/signup');
  });
});
