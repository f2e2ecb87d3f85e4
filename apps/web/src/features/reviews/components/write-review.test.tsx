import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Review } from '@tablefor/shared';
import { useAuthDialog } from '@/lib/auth-dialog';
import { renderWithProviders, testUser } from '@/test/render';
import { WriteReview } from './write-review';

const restaurant = { id: 12, name: 'Bestia' };
const byOther = { id: 1, user_id: 99, restaurant_id: 12 } as Review;
const byUser = { id: 2, user_id: testUser.id, restaurant_id: 12 } as Review;

function DialogView() {
  return <p data-testid="dialog">{useAuthDialog().view ?? 'none'}</p>;
}

describe('write a review', () => {
  it('opens the sign-in dialog when signed out', () => {
    renderWithProviders(
      <>
        <WriteReview restaurant={restaurant} reviews={[byOther]} />
        <DialogView />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('sign-in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the form when signed in and not yet reviewed', async () => {
    renderWithProviders(<WriteReview restaurant={restaurant} reviews={[byOther]} />, {
      user: testUser,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByRole('dialog', { name: 'Write a review' })).toHaveTextContent(
      'How was your visit to Bestia?',
    );
  });

  it('is not offered once the user has reviewed the restaurant', () => {
    renderWithProviders(<WriteReview restaurant={restaurant} reviews={[byOther, byUser]} />, {
      user: testUser,
    });
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reviewed this restaurant')).toBeInTheDocument();
  });

  it('opens the form on arrival with ?review=true', async () => {
    renderWithProviders(<WriteReview restaurant={restaurant} reviews={[]} openFromUrl />, {
      user: testUser,
      route: '/restaurants/12?review=true',
    });
    expect(await screen.findByRole('dialog', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in on arrival with ?review=true', () => {
    renderWithProviders(
      <>
        <WriteReview restaurant={restaurant} reviews={[]} openFromUrl />
        <DialogView />
      </>,
      { route: '/restaurants/12?review=true' },
    );
    expect(screen.getByTestId('dialog')).toHaveTextContent('sign-in');
  });
});
