import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_IMAGE, RestaurantImage } from './restaurant-image';

describe('restaurant image', () => {
  it('swaps to the fallback photo on the first error only', () => {
    render(<RestaurantImage src="/images/restaurants/404.svg" alt="Photo of Nowhere" />);
    const image = screen.getByRole('img', { name: 'Photo of Nowhere' });
    expect(image).toHaveAttribute('src', '/images/restaurants/404.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE);
    // The fallback failing too must not loop or swap again.
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it('gives a new source its own chance', () => {
    const { rerender } = render(<RestaurantImage src="/a.svg" alt="A" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<RestaurantImage src="/b.svg" alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.svg');
  });

  it('uses the fallback when there is no photo at all', () => {
    render(<RestaurantImage src="" alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', FALLBACK_IMAGE);
  });
});

describe('restaurant image sizes', () => {
  const uploaded = '/uploads/restaurants/7/0123456789abcdef01234567-800.webp';

  it('offers every stored width of an uploaded photo for the layout to choose from', () => {
    render(<RestaurantImage src={uploaded} alt="Dining room" sizes="100vw" loading="lazy" />);
    const image = screen.getByRole('img', { name: 'Dining room' });
    expect(image).toHaveAttribute(
      'srcset',
      [400, 800, 1600]
        .map((w) => `/uploads/restaurants/7/0123456789abcdef01234567-${w}.webp ${w}w`)
        .join(', '),
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('offers a stock picture as its WebP copies, the SVG staying the src', () => {
    render(<RestaurantImage src="/images/restaurants/3.svg" alt="A" sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/restaurants/3.svg');
    expect(screen.getByRole('img')).toHaveAttribute(
      'srcset',
      '/images/restaurants/3-400.webp 400w, /images/restaurants/3-800.webp 800w, /images/restaurants/3-1600.webp 1600w',
    );
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '100vw');
  });

  it('gives an outside picture, which has one size, no srcset', () => {
    render(<RestaurantImage src="https://example.com/photo.jpg" alt="A" sizes="100vw" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  it('fetches the main picture first and at once', () => {
    render(<RestaurantImage src={uploaded} alt="A" sizes="100vw" loading="lazy" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});
