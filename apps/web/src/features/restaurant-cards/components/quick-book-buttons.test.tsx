import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { quickBookUrl } from '../lib/quick-book';
import { QuickBookButtons } from './quick-book-buttons';

const renderButtons = (slots?: { time: string; available: boolean }[]) => {
  renderWithProviders(<QuickBookButtons restaurantId={9} name="Casa Verde" slots={slots} />);
  return within(screen.getByRole('list', { name: 'Book a table for 2 today at Casa Verde' }));
};

describe('quick-book buttons', () => {
  it('keeps a free time a link and shows a taken one as a disabled, struck-out non-link', () => {
    const list = renderButtons([
      { time: '18:00', available: true },
      { time: '18:30', available: false },
      { time: '19:00', available: true },
    ]);
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '6:00 PM',
      '7:00 PM',
    ]);
    expect(list.getByRole('link', { name: '7:00 PM' })).toHaveAttribute(
      'href',
      quickBookUrl(9, '19:00'),
    );
    expect(list.queryByRole('link', { name: /6:30/ })).not.toBeInTheDocument();
    const taken = list.getByRole('button', { name: '6:30 PM, not available' });
    expect(taken).toBeDisabled();
    expect(taken).toHaveTextContent('6:30 PM');
    expect(taken.className).toMatch(/unavailable/);
  });

  it('shows a time the data does not mention as not available', () => {
    const list = renderButtons([{ time: '18:00', available: true }]);
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['6:00 PM']);
    expect(list.getByRole('button', { name: '6:30 PM, not available' })).toBeDisabled();
    expect(list.getByRole('button', { name: '7:00 PM, not available' })).toBeDisabled();
  });

  it('links all three times when there is no availability data', () => {
    const list = renderButtons(undefined);
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
    ]);
    expect(list.queryByRole('button')).not.toBeInTheDocument();
  });
});
