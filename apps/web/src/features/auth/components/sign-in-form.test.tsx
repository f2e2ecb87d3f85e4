import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_USER } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { SignInForm } from './sign-in-form';

/** Answers the sign-in with `body` and keeps what the form sent. */
const answerLogin = (body: unknown, status = 200): SentRequest[] =>
  answer('post', '/api/auth/login', body, { status });

const login = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in form', () => {
  it('asks for email and password, and clears each message on edit', () => {
    const sent = answerLogin({});
    renderWithProviders(<SignInForm />);
    login();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    type('Email', 'a');
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('lists the server message for wrong credentials', async () => {
    answerLogin({ errors: ['credentials: Invalid email or password'] }, 401);
    renderWithProviders(<SignInForm />);
    type('Email', 'ana@example.com');
    type('Password', 'wrong-password');
    login();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows the generic message for a server failure', async () => {
    answerLogin({ errors: ['server: boom'] }, 500);
    renderWithProviders(<SignInForm />);
    type('Email', 'ana@example.com');
    type('Password', 'password');
    login();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it("leads to the forgotten password's page, telling the modal to close", () => {
    const onForgotPassword = vi.fn();
    renderWithProviders(<SignInForm onForgotPassword={onForgotPassword} />);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    fireEvent.click(link);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });

  it('signs in with the demo account', async () => {
    const sent = answerLogin({
      access_token: 't',
      expires_at: '2099-01-01T00:00:00Z',
      user: testUser,
    });
    const { session } = renderWithProviders(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Demo User' }));
    await waitFor(() => expect(session.setUser).toHaveBeenCalledWith(testUser));
    expect(sent[0]?.path).toBe('/api/auth/login');
    expect(sent[0]?.body).toEqual(DEMO_USER);
  });
});
