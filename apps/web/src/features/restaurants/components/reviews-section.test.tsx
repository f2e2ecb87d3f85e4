import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '@/test/render';
import { testRestaurant, testReview } from '@/test/test-restaurant';
import { ReviewsSection } from './reviews-section';

const reviews = (count: number) =>
  Array.from({ length: count }, (_, i) => testReview({ id: i + 1 }));

describe('ReviewsSection', () => {
  it("previews up to three reviews without 'View all' when there are three", () => {
    renderWithProviders(
      <ReviewsSection restaurant={testRestaurant({ reviews: reviews(3), review_count: 3 })} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it("shows the newest three and 'View all' to the reviews page above three", () => {
    renderWithProviders(
      <ReviewsSection restaurant={testRestaurant({ reviews: reviews(4), review_count: 4 })} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Lovely dinner number 4.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 4 reviews' })).toHaveAttribute(
      'href',
      '/restaurants/12/reviews',
    );
  });

  it('renders review text as text, never as HTML', () => {
    const review = '<img src=x onerror="alert(1)"><b>Great</b> pasta';
    renderWithProviders(
      <ReviewsSection restaurant={testRestaurant({ reviews: [testReview({ review })] })} />,
    );
    expect(screen.getByText(review)).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
    expect(document.querySelector('article img')).toBeNull();
  });

  it('names the author by first name and last initial, with date, stars and badge', () => {
    const review = testReview({
      rating: 5,
      verified_diner: true,
      user: { first_name: 'Maria', last_name: 'lopez' },
    });
    renderWithProviders(<ReviewsSection restaurant={testRestaurant({ reviews: [review] })} />);
    expect(screen.getByText('Maria L.')).toBeInTheDocument();
    expect(screen.getByText('Verified diner')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2025')).toBeInTheDocument();
  });

  it("dates a review on the restaurant's calendar, whatever the reader's time zone", () => {
    // 19:30 in Los Angeles on 4 March is 5 March in UTC and Tokyo; 04:00 in Tokyo on 5 March
    // is 4 March in UTC and Los Angeles: the server and the browser write the same day.
    const { unmount } = renderWithProviders(
      <ReviewsSection
        restaurant={testRestaurant({
          time_zone: 'America/Los_Angeles',
          reviews: [testReview({ created_at: '2025-03-05T03:30:00.000Z' })],
        })}
      />,
    );
    expect(screen.getByText('Mar 4, 2025')).toHaveAttribute('dateTime', '2025-03-05T03:30:00.000Z');
    unmount();
    renderWithProviders(
      <ReviewsSection
        restaurant={testRestaurant({
          time_zone: 'Asia/Tokyo',
          reviews: [testReview({ created_at: '2025-03-04T19:00:00.000Z' })],
        })}
      />,
    );
    expect(screen.getByText('Mar 5, 2025')).toBeInTheDocument();
  });

  it("says 'No reviews yet' without reviews", () => {
    renderWithProviders(
      <ReviewsSection restaurant={testRestaurant({ reviews: [], review_count: 0 })} />,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows Edit and Delete on the signed-in author's review only, and no second review", () => {
    const own = testReview({
      id: 1,
      user_id: testUser.id,
      user: { first_name: 'Ana', last_name: 'Diaz' },
    });
    const other = testReview({
      id: 2,
      user_id: 55,
      user: { first_name: 'Luis', last_name: 'Vega' },
    });
    renderWithProviders(<ReviewsSection restaurant={testRestaurant({ reviews: [own, other] })} />, {
      user: testUser,
    });
    const mine = within(screen.getByRole('article', { name: 'Review by Ana D.' }));
    const theirs = within(screen.getByRole('article', { name: 'Review by Luis V.' }));
    expect(mine.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Delete your review' })).toBeInTheDocument();
    expect(theirs.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("offers 'Write a review' to a signed-in diner who has not reviewed", () => {
    renderWithProviders(<ReviewsSection restaurant={testRestaurant()} />, { user: testUser });
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit your review' })).not.toBeInTheDocument();
  });
});
