import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { noAccessibility } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { restaurantStructuredData } from '../lib/restaurant-structured-data';
import { AccessibilityDetails } from './accessibility-details';

describe('accessibility on the restaurant page', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it('lists the features the listing has and its note, in English', () => {
    renderWithProviders(<AccessibilityDetails restaurant={testRestaurant()} />);
    expect(screen.getByRole('heading', { name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Step-free entrance',
      'Accessible seating',
    ]);
    expect(screen.getByText('Ramp at the Santa Fe Ave door.')).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    await loadLanguage('es');
    renderWithProviders(<AccessibilityDetails restaurant={testRestaurant()} />);
    expect(screen.getByRole('heading', { name: 'Accesibilidad' })).toBeInTheDocument();
    expect(screen.getByText('Entrada sin escalones')).toBeInTheDocument();
    expect(screen.getByText('Mesas accesibles')).toBeInTheDocument();
  });

  it('is not there for a listing that states nothing', () => {
    renderWithProviders(
      <AccessibilityDetails restaurant={testRestaurant({ accessibility: noAccessibility() })} />,
    );
    expect(screen.queryByRole('heading', { name: 'Accessibility' })).not.toBeInTheDocument();
  });

  it('is in the JSON-LD as amenityFeature, only the features the listing has', () => {
    const url = (path: string) => `https://tablefor.example${path}`;
    expect(restaurantStructuredData(testRestaurant(), url, 'en').amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Accessible seating', value: true },
    ]);
    const none = testRestaurant({ accessibility: noAccessibility() });
    expect(restaurantStructuredData(none, url, 'en')).not.toHaveProperty('amenityFeature');
  });
});
