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
