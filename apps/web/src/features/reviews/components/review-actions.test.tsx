import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Review } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { ReviewActions } from './review-actions';

const review = {
  id: 31,
  user_id: testUser.id,
  restaurant_id: 12,
  review: 'Good',
  rating: 4,
} as Review;

describe('review actions', () => {
  it('shows Edit and Delete to the author only', () => {
    const { unmount } = renderWithProviders(<ReviewActions review={review} />, { user: testUser });
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete your review' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ReviewActions review={{ ...review, user_id: 99 }} />, { user: testUser });
    expect(screen.queryByRole('button', { name: 'Edit your review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete your review' })).not.toBeInTheDocument();
  });

  it('shows nothing when signed out', () => {
    renderWithProviders(<ReviewActions review={review} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('deletes after confirming, and keeps the dialog with the reason if that fails', async () => {
    // The first delete fails, the second succeeds.
    const sent = answer('delete', '/api/reviews/31', { id: 31 });
    answer(
      'delete',
      '/api/reviews/31',
      { errors: ['review: Review not found'] },
      { status: 404, once: true },
    );
    renderWithProviders(<ReviewActions review={review} />, { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review not found');
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/reviews/31' });
  });
});
