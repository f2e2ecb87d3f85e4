import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_TIME_ZONE, zonedDateString } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { searchResponse, searchResult } from '../test/search-fixtures';
import { TopRatedRow } from './top-rated-row';

describe('top-rated row', () => {
  it("asks for today at 18:30 and shows the cards' taken quick-book times as not available", async () => {
    const sent = answer(
      'get',
      '/api/restaurants/search',
      searchResponse({
        restaurants: [
          searchResult({
            slots: [
              { time: '17:30', available: true },
              { time: '18:00', available: true },
              { time: '18:30', available: false },
              { time: '19:00', available: true },
              { time: '19:30', available: false },
            ],
          }),
        ],
      }),
    );
    renderWithProviders(<TopRatedRow />);
    const card = within(await screen.findByRole('article', { name: 'Bella Notte' }));
    expect(card.getAllByRole('link', { name: /PM$/ }).map((link) => link.textContent)).toEqual([
      '6:00 PM',
      '7:00 PM',
    ]);
    expect(card.getByRole('button', { name: '6:30 PM, not available' })).toBeDisabled();

    const url = new URL(sent[0]?.path ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/restaurants/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sort: 'rating',
      time: '18:30',
      date: zonedDateString(new Date(), DEFAULT_TIME_ZONE),
    });
  });
});
