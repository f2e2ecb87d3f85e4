import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RestaurantDetail, Review } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { getRestaurantQueryOptions } from '@/features/restaurant-detail';
import { CreateReviewModal, EditReviewModal } from './review-form-modal';

const review: Review = {
  id: 31,
  user_id: testUser.id,
  restaurant_id: 12,
  review: 'Great pasta.',
  rating: 4,
  created_at: '2025-03-04T19:00:00.000Z',
  updated_at: '2025-03-04T19:00:00.000Z',
  verified_diner: false,
  user: { first_name: 'Ana', last_name: 'Diaz' },
};

function renderCreate(onClose = vi.fn()) {
  const rendered = renderWithProviders(
    <CreateReviewModal restaurantId={12} restaurantName="Bestia" onClose={onClose} />,
    { user: testUser },
  );
  return { ...rendered, onClose };
}

const textbox = () => screen.getByRole('textbox', { name: 'Your review' });
const submit = () => screen.getByRole('button', { name: 'Post review' });

describe('review form', () => {
  it('offers a five-star radio group with no star chosen, and asks for one', () => {
    renderCreate();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    fireEvent.change(textbox(), { target: { value: 'Lovely.' } });
    fireEvent.click(submit());
    expect(screen.getByText('Please rate your experience')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.queryByText('Please rate your experience')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  it('requires the text, disables submit while the message shows, and clears it on edit', () => {
    const sent = answer('post', '/api/restaurants/12/reviews', review, { status: 201 });
    renderCreate();
    fireEvent.click(submit());
    expect(screen.getByText('Please tell us about your experience')).toBeInTheDocument();
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    fireEvent.change(textbox(), { target: { value: 'L' } });
    expect(screen.queryByText('Please tell us about your experience')).not.toBeInTheDocument();
    // The rating is still missing: its message stays until a star is chosen.
    expect(submit()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(submit()).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('treats whitespace-only text as missing', () => {
    renderCreate();
    fireEvent.change(textbox(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect(screen.getByText('Please tell us about your experience')).toBeInTheDocument();
  });

  it('rejects 501 characters and accepts exactly 500', async () => {
    const created = { ...review, review: 'a'.repeat(500), rating: 3 };
    const sent = answer('post', '/api/restaurants/12/reviews', created, { status: 201 });
    const { onClose } = renderCreate();
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(501) } });
    fireEvent.click(submit());
    expect(screen.getByText('Review can not exceed 500 characters')).toBeInTheDocument();
    expect(screen.getByText('501 of 500 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(textbox(), { target: { value: 'a'.repeat(500) } });
    expect(screen.queryByText('Review can not exceed 500 characters')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/restaurants/12/reviews',
        body: { review: 'a'.repeat(500), rating: 3 },
      },
    ]);
  });

  it("shows the API's 409 duplicate message and stays open", async () => {
    answer(
      'post',
      '/api/restaurants/12/reviews',
      { errors: ['review: You have already reviewed this restaurant'] },
      { status: 409 },
    );
    const { onClose } = renderCreate();
    fireEvent.change(textbox(), { target: { value: 'Second try' } });
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this restaurant',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits with the current text and rating, then updates the cached restaurant at once', async () => {
    const updated = { ...review, review: 'Even better the second time.', rating: 2 };
    const sent = answer('put', '/api/reviews/31', updated);
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(
      <EditReviewModal review={review} onClose={onClose} />,
      { user: testUser },
    );
    const other = { ...review, id: 32, user_id: 99, rating: 5 };
    queryClient.setQueryData(getRestaurantQueryOptions(12).queryKey, {
      id: 12,
      reviews: [review, other],
      average_rating: 4.5,
      review_count: 2,
    } as unknown as RestaurantDetail);

    expect(textbox()).toHaveValue('Great pasta.');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    fireEvent.change(textbox(), { target: { value: updated.review } });
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject([{ method: 'PUT', path: '/api/reviews/31' }]);
    const detail = queryClient.getQueryData(getRestaurantQueryOptions(12).queryKey);
    expect(detail?.average_rating).toBe(3.5);
    expect(detail?.reviews[0]?.review).toBe('Even better the second time.');
  });
});
