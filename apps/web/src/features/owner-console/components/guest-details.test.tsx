import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { booked } from '../test/owner-console-fixtures';
import { GuestDetails } from './guest-details';

describe("a booking's guest details", () => {
  it("show the diner's dietary needs, note and seating when the API gives them", async () => {
    renderWithProviders(
      <GuestDetails
        reservation={booked(1, {
          diner_preferences: {
            dietary: ['vegan', 'shellfish_allergy'],
            dietary_note: 'Birthday, no candles',
            seating: 'outdoor',
          },
        })}
      />,
    );
    expect(await screen.findByText("Diner's preferences")).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vegan, shellfish allergy; “Birthday, no candles”; prefers a table outdoors',
      ),
    ).toBeInTheDocument();
  });

  it('show none without them', () => {
    renderWithProviders(<GuestDetails reservation={booked(2)} />);
    expect(screen.queryByText("Diner's preferences")).not.toBeInTheDocument();
  });
});
