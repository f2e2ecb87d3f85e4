import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { route },
  );

describe('/reset-password', () => {
  it('asks for the new password when the link carries a token', () => {
    renderAt('/reset-password?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('offers a new link when it carries none', () => {
    renderAt('/reset-password');
    expect(
      screen.getByText('This link is invalid or has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
