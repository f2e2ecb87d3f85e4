import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_IMAGE, FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('replaces a failing image with the fallback photo once, never again', () => {
    render(<FallbackImage src="/images/restaurants/12.svg" alt="Bestia" />);
    const image = screen.getByRole('img', { name: 'Bestia' });
    expect(image).toHaveAttribute('src', '/images/restaurants/12.svg');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE);

    // The fallback failing too leaves it in place: no loop, no second swap.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(image).toBeVisible();
  });

  it('uses the fallback for a restaurant without a preview image', () => {
    render(<FallbackImage src="" alt="Bestia" />);
    expect(screen.getByRole('img', { name: 'Bestia' })).toHaveAttribute('src', FALLBACK_IMAGE);
  });
});
