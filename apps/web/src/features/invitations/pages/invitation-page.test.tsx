import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { InvitationView } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { InvitationPage } from './invitation-page';

afterEach(() => loadLanguage('en'));

const VIEW = '/api/invitations/:token';
const view: InvitationView = {
  restaurant: {
    id: 12,
    name: 'Bestia',
    address: '2121 E 7th Pl, Los Angeles',
    neighborhood: 'Arts District',
    time_zone: 'America/Los_Angeles',
  },
  reservation_time: '2099-03-05T03:30:00.000Z',
  party_size: 4,
  status: 'confirmed',
  host_first_name: 'Ana',
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="invitations/:token" element={<InvitationPage />} />
    </Routes>,
    { route: '/invitations/abc123' },
  );

describe('the invitation page', () => {
  it("shows the booking on the restaurant's clock, read-only", async () => {
    const sent = answer('get', VIEW, view);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Ana invited you to Bestia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2099')).toBeInTheDocument();
    expect(screen.getByText('4 people')).toBeInTheDocument();
    expect(screen.getByText('2121 E 7th Pl, Los Angeles')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/invitations/abc123');
  });

  it('says plainly when the invitation no longer works (410)', async () => {
    answer(
      'get',
      VIEW,
      {
        errors: ['invitation: ended'],
        details: [{ field: 'invitation', code: 'invitation.linkEnded' }],
      },
      { status: 410 },
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This invitation no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says when the link is unknown (404)', async () => {
    answer('get', VIEW, { errors: ['invitation: Not found'] }, { status: 404 });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Invitation not found' }),
    ).toBeInTheDocument();
  });

  it('reads in Spanish with the 24-hour clock', async () => {
    await loadLanguage('es');
    answer('get', VIEW, view);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Ana te ha invitado a Bestia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('19:30')).toBeInTheDocument();
    expect(screen.getByText('4 personas')).toBeInTheDocument();
  });
});
