import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { PhotosSection } from './photos-section';

const gallery = ['/images/restaurants/1.svg', '/images/restaurants/2.svg'];

describe('PhotosSection', () => {
  it('hides a gallery image that fails to load', () => {
    renderWithProviders(<PhotosSection restaurant={testRestaurant({ image_gallery: gallery })} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('2 photos')).toBeInTheDocument();

    fireEvent.error(screen.getByRole('img', { name: 'Photo 1 of Bestia' }));
    const left = screen.getAllByRole('img');
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveAttribute('src', gallery[1]);
    expect(screen.getByText('1 photo')).toBeInTheDocument();
  });

  it("shows 'No photos available yet.' without photos or when every photo fails", () => {
    const { unmount } = renderWithProviders(
      <PhotosSection restaurant={testRestaurant({ image_gallery: [] })} />,
    );
    expect(screen.getByText('No photos available yet.')).toBeInTheDocument();
    unmount();

    renderWithProviders(<PhotosSection restaurant={testRestaurant({ image_gallery: gallery })} />);
    for (const image of screen.getAllByRole('img')) fireEvent.error(image);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No photos available yet.')).toBeInTheDocument();
  });
});
