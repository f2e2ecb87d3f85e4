import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { passwordMessages } from '@tablefor/shared';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a link and shows the one answer, whatever the address', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: passwordMessages.linkSent }, 202));
    renderWithProviders(<ForgotPasswordForm />);
    typeEmail(' Ana@Example.com ');
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that address, we sent a link',
    );
    expect(screen.getByText(/The link works for 30 minutes/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/password-reset');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'ana@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('Ana@Example.com');
  });

  it("lists the server's reasons for a refusal", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: ['server: boom'] }, 500));
    renderWithProviders(<ForgotPasswordForm />);
    typeEmail('ana@example.com');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});
