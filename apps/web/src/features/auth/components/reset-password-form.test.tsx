import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { passwordCodes, passwordMessages } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

// What the form sent to POST /api/auth/password-reset/confirm; a test's reply() sets its answer.
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});
const reply = (body: unknown, status = 200) => {
  sent = answer('post', '/api/auth/password-reset/confirm', body, { status });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('reset-password form', () => {
  it("holds the new password to sign-up's rules, typed twice", () => {
    renderWithProviders(<ResetPasswordForm token="t0k3n" />);
    submit();
    expect(screen.getByText('Please select a password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    type('New password', 'short');
    type('Confirm new password', 'short');
    submit();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    type('New password', 'long-enough-1');
    type('Confirm new password', 'long-enough-2');
    submit();
    expect(screen.getByText('Please double check your confirm password.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends the link's token with the new password, then offers to sign in", async () => {
    reply(null, 204);
    renderWithProviders(<ResetPasswordForm token="t0k3n" />);
    type('New password', 'brand-new-secret');
    type('Confirm new password', 'brand-new-secret');
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sent[0]?.path).toBe('/api/auth/password-reset/confirm');
    expect(sent[0]?.body).toEqual({
      token: 't0k3n',
      password: 'brand-new-secret',
    });
  });

  it('offers a new link when this one is spent or expired', async () => {
    reply(
      {
        errors: [`token: ${passwordMessages.linkInvalid}`],
        details: [{ field: 'token', code: passwordCodes.linkInvalid }],
      },
      400,
    );
    renderWithProviders(<ResetPasswordForm token="spent" />);
    type('New password', 'brand-new-secret');
    type('Confirm new password', 'brand-new-secret');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
