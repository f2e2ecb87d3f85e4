import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authMessages as m } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { SignUpForm } from './sign-up-form';

// What the form sent to POST /api/auth/signup; a test's reply() sets its answer.
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});
const reply = (body: unknown, status = 200) => {
  sent = answer('post', '/api/auth/signup', body, { status });
};

const labels = {
  username: 'Username',
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  password: 'Password',
  confirm_password: 'Confirm password',
};
type Field = keyof typeof labels;

function fill(values: Partial<Record<Field, string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[field as Field]), { target: { value } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
const valid = {
  username: 'ana',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Diaz',
  password: 'secret-password',
  confirm_password: 'secret-password',
};

describe('sign-up form', () => {
  it('shows every required-field message under its field', () => {
    renderWithProviders(<SignUpForm />);
    submit();
    for (const message of [
      m.usernameRequired,
      m.emailRequired,
      m.firstNameRequired,
      m.lastNameRequired,
      m.passwordRequired,
      m.confirmRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(m.usernameRequired);
    expect(sent).toEqual([]);
  });

  it('shows the length, email and password messages', () => {
    renderWithProviders(<SignUpForm />);
    const long = 'x'.repeat(21);
    fill({
      ...valid,
      username: long,
      email: 'not-an-email',
      first_name: long,
      last_name: long,
      password: 'short',
      confirm_password: 'short',
    });
    submit();
    for (const message of [
      m.usernameTooLong,
      m.emailInvalid,
      m.firstNameTooLong,
      m.lastNameTooLong,
      m.passwordTooShort,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('shows the mismatch message and clears a message when its field is edited', () => {
    renderWithProviders(<SignUpForm />);
    fill({ ...valid, confirm_password: 'different-password' });
    submit();
    expect(screen.getByText(m.confirmMismatch)).toBeInTheDocument();
    fill({ confirm_password: 'secret-password' });
    expect(screen.queryByText(m.confirmMismatch)).not.toBeInTheDocument();
  });

  it('signs the user in after a successful sign-up', async () => {
    const onSuccess = vi.fn();
    reply(
      { access_token: 't', expires_at: '2099-01-01T00:00:00Z', ...testUser, user: testUser },
      201,
    );
    const { session } = renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
    fill(valid);
    submit();
    await waitFor(() => expect(session.setUser).toHaveBeenCalledWith(testUser));
    expect(onSuccess).toHaveBeenCalled();
    expect(sent[0]?.body).not.toHaveProperty('confirm_password');
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('lists server errors above the form', async () => {
    reply(
      {
        errors: ['email: Email address is already in use', 'username: Username is already in use'],
      },
      409,
    );
    renderWithProviders(<SignUpForm />);
    fill(valid);
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.emailTaken);
    expect(alert).toHaveTextContent(m.usernameTaken);
    expect(alert.querySelectorAll('li')).toHaveLength(2);
  });
});
