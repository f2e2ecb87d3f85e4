import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { markAccountDeleted } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { AccountDeletedNotice } from './account-deleted-notice';

describe('the home page after an account was deleted', () => {
  it('says so once', async () => {
    markAccountDeleted();
    const { unmount } = renderWithProviders(<AccountDeletedNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account has been deleted. Thank you for dining with TableFor.',
    );
    unmount();
    renderWithProviders(<AccountDeletedNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the home page after a reservation was cancelled', () => {
  it('names the restaurant whose reservation went', async () => {
    renderWithProviders(<AccountDeletedNotice />, {
      route: { pathname: '/', state: { cancelledAt: 'Bestia' } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your reservation at Bestia was cancelled. It stays in your dining dashboard, marked cancelled.',
    );
  });
});
