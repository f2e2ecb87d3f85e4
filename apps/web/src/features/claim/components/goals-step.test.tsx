import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  answerPainPoints,
  button,
  fakeBackend,
  fillEssentials,
  renderFlow,
  verify,
} from '../test/claim-flow-harness';

async function openGoals() {
  renderFlow(fakeBackend());
  await verify();
  await fillEssentials();
  await answerPainPoints();
}

const MAX_NOTICE =
  "You've selected the maximum of 2 goals. Deselect one to choose a different goal.";

describe('goals', () => {
  it('needs one goal, and refuses a third with the notice, keeping the first two', async () => {
    await openGoals();
    expect(screen.getByText(/over the next 6 months/)).toBeInTheDocument();
    const cards = within(button(/^Grow covers/).closest('ul')!);
    expect(cards.getAllByRole('button', { pressed: false })).toHaveLength(5);
    fireEvent.click(button('Continue'));
    expect(
      screen.getByText('Please select at least one business goal to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Goals');
    fireEvent.click(button(/^Grow covers/));
    fireEvent.click(button(/^Cut costs/));
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    fireEvent.click(button(/^Boost reviews/));
    expect(screen.getByText(MAX_NOTICE)).toBeInTheDocument();
    expect(button(/^Boost reviews/)).toHaveAttribute('aria-pressed', 'false');
    expect(button(/^Grow covers/)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/^Cut costs/)).toHaveAttribute('aria-pressed', 'true');
    // Deselecting one makes room for another.
    fireEvent.click(button(/^Cut costs/));
    fireEvent.click(button(/^Boost reviews/));
    expect(screen.queryByText(MAX_NOTICE)).not.toBeInTheDocument();
    expect(button(/^Boost reviews/)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Submit' }),
    ).toBeInTheDocument();
  });

  it('describes each card with its tip on how AI can help, which Escape closes', async () => {
    await openGoals();
    const card = button(/^Grow covers/);
    expect(card).toHaveAccessibleDescription(/How AI can help/);
    const tip = document.getElementById(card.getAttribute('aria-describedby') ?? '');
    expect(tip).toHaveAttribute('role', 'tooltip');
    card.focus();
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(tip?.className).toMatch(/tooltipClosed/);
    fireEvent.blur(card);
    expect(tip?.className).not.toMatch(/tooltipClosed/);
  });
});
