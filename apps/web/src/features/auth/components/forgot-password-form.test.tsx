import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { passwordMessages } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

// What the form sent to POST /api/auth/password-reset; a test's reply() sets its answer.
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});
const reply = (body: unknown, status = 200) => {
  sent = answer('post', '/api/auth/password-reset', body, { status });
};

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
const typeEmail = (value: string) =>
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } });

describe('forgot-password form', () => {
  it('checks the address before asking', () => {
    renderWithProviders(<ForgotPasswordForm />);
    send();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    typeEmail('not-an-address');
    send();
    expect(screen.getByText('Please provide a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks for a link and shows the one answer, whatever the address', async () => {
    reply({ message: passwordMessages.linkSent }, 202);
    renderWithProviders(<ForgotPasswordForm />);
    typeEmail(' Ana@Example.com ');
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that address, we sent a link',
    );
    expect(screen.getByText(/The link works for 30 minutes/)).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/auth/password-reset');
    expect(sent[0]?.body).toEqual({
      email: 'ana@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('Ana@Example.com');
  });

  it("lists the server's reasons for a refusal", async () => {
    reply({ errors: ['server: boom'] }, 500);
    renderWithProviders(<ForgotPasswordForm />);
    typeEmail('ana@example.com');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});
