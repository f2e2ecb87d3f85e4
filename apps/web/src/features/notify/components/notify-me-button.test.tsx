import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { renderWithProviders, testUser } from '@/test/render';
import { FINISH_SIGN_IN, renderWithSignIn } from '@/test/render-with-sign-in';
import { NotifyMeButton } from './notify-me-button';
import { NotifyMeLink } from './notify-me-link';

const restaurant = { id: 12, name: 'Bestia', time_zone: 'America/Los_Angeles' };
const choice = { date: '2026-12-04', time: '19:00', partySize: 4 };
const button = <NotifyMeButton restaurant={restaurant} choice={choice} />;

describe("'Notify me' on a full day", () => {
  it('opens the Notify dialog for a signed-in diner', async () => {
    renderWithSignIn(<Route path="/" element={button} />, { route: '/', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when a table frees up' }));
    expect(
      await screen.findByRole('dialog', { name: 'Get notified when a table frees up' }),
    ).toBeInTheDocument();
  });

  it('asks a signed-out diner to sign in first, then opens the dialog', async () => {
    renderWithSignIn(<Route path="/" element={button} />, { route: '/', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to get notified' }));
    expect(screen.getByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    expect(await screen.findByLabelText('From')).toHaveValue('18:00');
  });
});

describe("a search result's 'Notify me'", () => {
  it("opens the restaurant's page with the dialog for the searched choice", () => {
    renderWithProviders(<NotifyMeLink restaurantId={12} name="Bestia" choice={choice} />);
    expect(
      screen.getByRole('link', { name: 'Notify me when a table frees up at Bestia' }),
    ).toHaveAttribute('href', '/restaurants/12?notify=1&date=2026-12-04&time=19%3A00&partySize=4');
  });
});
