import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GetCurrentLocationButton } from './components/get-current-location-button';
import { fakeGeolocation, fakeLocationApi, losAngelesIp } from './location-test-helpers';
import { LocationProvider } from './location-provider';

describe('GetCurrentLocationButton', () => {
  it('detects again and explains a fallback', async () => {
    fakeLocationApi({ ip: losAngelesIp });
    const onLocated = vi.fn();
    renderWithProviders(
      <LocationProvider geolocation={fakeGeolocation({ code: 3 })}>
        <GetCurrentLocationButton onLocated={onLocated} />
      </LocationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get current location' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Location request timed out. Showing restaurants near Los Angeles.',
    );
    await waitFor(() =>
      expect(onLocated).toHaveBeenCalledWith(expect.objectContaining({ source: 'ip' })),
    );
  });
});
