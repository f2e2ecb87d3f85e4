import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_LOCATION, USER_LOCATION_TTL_MS } from '@tablefor/shared';
import { TopBar } from '@/features/layout';
import { renderWithProviders } from '@/test/render';
import { LocationBanner, locationServesPage } from './components/location-banner';
import { fakeGeolocation, fakeLocationApi, reservedIp, silverLake } from './location-test-helpers';
import { LocationProvider } from './location-provider';
import { saveLocation, USER_LOCATION_STORAGE_KEY } from './location-storage';

const TITLE = 'Find restaurants near you!';

function renderBanner(geolocation = fakeGeolocation({ code: 1 }), route = '/') {
  return renderWithProviders(
    <LocationProvider geolocation={geolocation}>
      <LocationBanner />
    </LocationProvider>,
    { route },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

const waitForPrompt = () => act(() => vi.advanceTimersByTime(3000));

describe('where the prompt appears', () => {
  it('is asked only where a location serves the diner', () => {
    for (const page of [
      '/',
      '/search',
      '/search-results',
      '/restaurants/12',
      '/restaurants/12/reviews',
    ]) {
      expect(locationServesPage(page), page).toBe(true);
    }
    for (const page of [
      '/business',
      '/business/dashboard',
      '/create-restaurant',
      '/restaurants/12/claim',
      '/claim-demo',
      '/admin/dashboard',
      '/users/7/dining-dashboard',
    ]) {
      expect(locationServesPage(page), page).toBe(false);
    }
  });

  it('never covers a business page', () => {
    renderBanner(fakeGeolocation({ code: 1 }), '/business');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });
});

describe('LocationBanner', () => {
  it('appears after 3 seconds when no location is known', async () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const banner = screen.getByRole('region', { name: TITLE });
    expect(banner).toHaveTextContent(
      'Share your location to see tables close to you, not just around West Hollywood.',
    );
    expect(screen.getByRole('button', { name: 'Allow' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dismiss location prompt' })).toBeEnabled();
  });

  it('stays away while a stored location is less than 24 hours old', () => {
    saveLocation({ ...DEFAULT_USER_LOCATION, timestamp: Date.now() - 60_000 });
    renderBanner();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('comes back once the stored location has expired', () => {
    saveLocation({ ...DEFAULT_USER_LOCATION, timestamp: Date.now() - USER_LOCATION_TTL_MS });
    renderBanner();
    waitForPrompt();
    expect(screen.getByRole('region', { name: TITLE })).toBeInTheDocument();
  });

  it('Allow with geolocation denied falls back through IP to New York and says so', async () => {
    fakeLocationApi({ ip: reservedIp });
    const geolocation = fakeGeolocation({ code: 1 });
    renderBanner(geolocation);
    waitForPrompt();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledOnce();
    const notice = await screen.findByRole('region', { name: 'Showing restaurants near New York' });
    expect(notice).toHaveTextContent('Location access denied by user.');
    expect(JSON.parse(localStorage.getItem(USER_LOCATION_STORAGE_KEY) ?? '')).toMatchObject({
      source: 'default',
      city: 'New York',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss location prompt' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('Allow with the device position closes the banner', async () => {
    fakeLocationApi({ reverse: silverLake });
    renderBanner(fakeGeolocation({ latitude: 34.087, longitude: -118.27 }));
    waitForPrompt();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(USER_LOCATION_STORAGE_KEY) ?? '').source).toBe('gps');
  });

  it('dismissal lasts for the session', () => {
    const first = renderBanner();
    waitForPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss location prompt' }));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    first.unmount();
    renderBanner();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(localStorage.getItem(USER_LOCATION_STORAGE_KEY)).toBeNull();
  });
});

describe('the top bar city', () => {
  it("shows the detected city, or 'Los Angeles' before one is known", () => {
    const { unmount } = renderWithProviders(
      <LocationProvider>
        <TopBar />
      </LocationProvider>,
    );
    expect(screen.getByText('Current city: Los Angeles')).toBeInTheDocument();
    unmount();
    saveLocation({ ...DEFAULT_USER_LOCATION, timestamp: Date.now() });
    renderWithProviders(
      <LocationProvider>
        <TopBar />
      </LocationProvider>,
    );
    expect(screen.getByText('Current city: New York')).toBeInTheDocument();
  });
});
