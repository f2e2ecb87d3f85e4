import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { NotifyDemand } from './notify-demand';

const DEMAND = '/api/owner/restaurants/:id/notify-demand';

const renderDemand = () =>
  renderWithProviders(
    <Suspense>
      <NotifyDemand restaurantId={12} />
    </Suspense>,
    { user: testUser },
  );

describe("the owner console's Notify demand", () => {
  it('shows each day with requests, covers, outcomes and its busiest windows', async () => {
    const sent = answer('get', DEMAND, {
      days: [
        {
          date: '2026-12-04',
          requests: 9,
          covers: 31,
          offered: 3,
          booked: 2,
          windows: [
            { from: '19:00', requests: 6, covers: 20 },
            { from: '20:00', requests: 2, covers: 7 },
            { from: '18:00', requests: 1, covers: 4 },
            { from: '21:00', requests: 1, covers: 2 },
          ],
        },
        { date: '2026-12-05', requests: 1, covers: 2, offered: 0, booked: 0, windows: [] },
      ],
    });
    renderDemand();
    const day = async (date: string) => (await screen.findByText(date)).closest('li');
    const friday = await day('Fri, Dec 4');
    const saturday = await day('Sat, Dec 5');
    expect(friday).toHaveTextContent('9 requests · 31 covers');
    expect(friday).toHaveTextContent('3 offered · 2 booked');
    const windows = within(friday as HTMLElement).getByRole('list', { name: 'Busiest windows' });
    expect(
      within(windows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7:00 PM · 6 requests', '8:00 PM · 2 requests', '6:00 PM · 1 request']);
    expect(saturday).toHaveTextContent('1 request · 2 covers');
    expect(sent[0]?.path).toBe('/api/owner/restaurants/12/notify-demand');
  });

  it('says so when no diner asked', async () => {
    answer('get', DEMAND, { days: [] });
    renderDemand();
    expect(
      await screen.findByText('No diner has asked to be notified for the coming days.'),
    ).toBeInTheDocument();
  });
});
