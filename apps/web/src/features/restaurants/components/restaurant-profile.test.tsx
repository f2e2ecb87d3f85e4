import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { clearWindowWidth, mockWindowWidth } from '@/test/window-width';
import { RestaurantProfile } from './restaurant-profile';

function tabNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Restaurant sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(clearWindowWidth);

describe('RestaurantProfile tab sets', () => {
  it('desktop (1024 px and wider): six tabs and the booking side card', () => {
    mockWindowWidth(1280);
    renderWithProviders(<RestaurantProfile restaurant={testRestaurant()} />);
    expect(tabNames()).toEqual(['Overview', 'Experiences', 'Dishes', 'Photos', 'Menu', 'Reviews']);
    expect(screen.getByRole('complementary', { name: 'Make a reservation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a Table' })).not.toBeInTheDocument();
  });

  it('tablet (768-1023 px): photo and review counts, no menu tab', () => {
    mockWindowWidth(800);
    renderWithProviders(<RestaurantProfile restaurant={testRestaurant({ review_count: 5 })} />);
    expect(tabNames()).toEqual(['Overview', 'Experiences', 'Dishes', 'Photos (2)', 'Reviews (5)']);
    expect(screen.getByRole('heading', { name: 'Make a reservation' })).toBeInTheDocument();
  });

  it("mobile (under 768 px): a 'Book' tab and the sticky 'Book a Table' button", () => {
    mockWindowWidth(375);
    renderWithProviders(<RestaurantProfile restaurant={testRestaurant()} />);
    expect(tabNames()).toEqual(['Overview', 'Book', 'Photos', 'Menu', 'Reviews']);
    expect(screen.getByRole('button', { name: 'Book a Table' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Experiences' })).not.toBeInTheDocument();
  });

  it('marks the first tab current and each tab links to its section', () => {
    mockWindowWidth(1280);
    renderWithProviders(<RestaurantProfile restaurant={testRestaurant()} />);
    const nav = screen.getByRole('navigation', { name: 'Restaurant sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    for (const link of within(nav).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });
});

describe('RestaurantProfile content', () => {
  it('shows the hero, price text and details, and the empty texts', () => {
    mockWindowWidth(1280);
    renderWithProviders(
      <RestaurantProfile
        restaurant={testRestaurant({
          image_gallery: [],
          reviews: [],
          review_count: 0,
          average_rating: 0,
          executive_chef: null,
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bestia' })).toBeInTheDocument();
    expect(screen.getByText('$31 to $50')).toBeInTheDocument();
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
    expect(screen.getByText('(0 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Experiences coming soon')).toBeInTheDocument();
    expect(screen.getByText('No photos available yet.')).toBeInTheDocument();
    expect(screen.getByText('Menu information is coming soon.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('Executive chef')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bestia\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: '(213) 555-0101' })).toHaveAttribute(
      'href',
      'tel:2135550101',
    );
  });

  it('shows stars by the spec buckets, the average and the review count', () => {
    mockWindowWidth(1280);
    renderWithProviders(
      <RestaurantProfile restaurant={testRestaurant({ average_rating: 3.64, review_count: 2 })} />,
    );
    const [stars] = screen.getAllByRole('img', { name: 'Rated 3.6 out of 5' });
    expect(stars?.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(screen.getAllByText('(2 reviews)').length).toBeGreaterThan(0);
  });
});
