import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { testNotifyRequest, testOfferedRequest } from '../test/notify-fixtures';
import { HeldTableNotice } from './held-table-notice';

const LIST = '/api/users/:id/notify-requests';

describe("the header's held-table notice", () => {
  it('leads to the offer while a table is held', async () => {
    answer('get', LIST, {
      requests: [testNotifyRequest({ id: 30 }), testOfferedRequest({ id: 31 })],
    });
    renderWithProviders(<HeldTableNotice userId={testUser.id} />, { user: testUser });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A table is held for you at Bestia — Book it',
    );
    expect(screen.getByRole('link', { name: 'Book it' })).toHaveAttribute('href', '/notify/31');
  });

  it('shows nothing while the requests only wait', async () => {
    const sent = answer('get', LIST, { requests: [testNotifyRequest()] });
    renderWithProviders(<HeldTableNotice userId={testUser.id} />, { user: testUser });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not shown on the offer page itself', async () => {
    answer('get', LIST, { requests: [testOfferedRequest()] });
    renderWithProviders(<HeldTableNotice userId={testUser.id} />, {
      user: testUser,
      route: '/notify/31',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Book it' })).not.toBeInTheDocument();
  });
});
