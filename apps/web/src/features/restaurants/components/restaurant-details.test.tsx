import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { RestaurantDetails } from './restaurant-details';

const lunchAndDinner = [
  { open: '12:00', close: '15:30' },
  { open: '19:00', close: '23:00' },
];

const restaurant = testRestaurant({
  operation_hours: 'Mon–Fri 12:00–15:30, 19:00–23:00; Sat 19:00–23:00; Sun closed',
  opening_hours: {
    mon: lunchAndDinner,
    tue: lunchAndDinner,
    wed: lunchAndDinner,
    thu: lunchAndDinner,
    fri: lunchAndDinner,
    sat: [{ open: '19:00', close: '23:00' }],
    sun: [],
  },
  dining_style: 'Casual Elegant',
  dress_code: 'Smart Casual',
});

const hoursLines = () => {
  const hours = screen.getByText(/Hours of operation|Horario/).nextElementSibling as HTMLElement;
  return within(hours)
    .getAllByRole('listitem')
    .map((line) => line.textContent);
};

describe("the restaurant page's details", () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it('shows the weekly hours from their structured form, in English on the 12-hour clock', () => {
    renderWithProviders(<RestaurantDetails restaurant={restaurant} />);
    expect(hoursLines()).toEqual([
      'Mon–Fri12:00 PM–3:30 PM, 7:00 PM–11:00 PM',
      'Sat7:00 PM–11:00 PM',
      'SunClosed',
    ]);
    expect(screen.getByText('Casual Elegant')).toBeInTheDocument();
  });

  it('shows them in Spanish with Spanish weekday names and 24-hour times, not the stored English text', async () => {
    await loadLanguage('es');
    renderWithProviders(<RestaurantDetails restaurant={restaurant} />);
    expect(hoursLines()).toEqual([
      'lun–vie12:00–15:30, 19:00–23:00',
      'sáb19:00–23:00',
      'domCerrado',
    ]);
    expect(screen.queryByText(/Mon–Fri/)).not.toBeInTheDocument();
    expect(screen.getByTitle('lunes – viernes')).toBeInTheDocument();
  });

  it('translates dining style and dress code by their code, and shows an owner’s own words as written', async () => {
    await loadLanguage('es');
    const { unmount } = renderWithProviders(<RestaurantDetails restaurant={restaurant} />);
    expect(screen.getByText('Informal elegante')).toBeInTheDocument();
    expect(screen.getByText('Elegante informal')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <RestaurantDetails
        restaurant={testRestaurant({
          dining_style: 'Counter seating',
          dress_code: 'Formal Attire',
        })}
      />,
    );
    expect(screen.getByText('Counter seating')).toBeInTheDocument();
    expect(screen.getByText('Formal')).toBeInTheDocument();
  });

  it('shows the stored hours text of a listing without structured hours', () => {
    renderWithProviders(
      <RestaurantDetails
        restaurant={testRestaurant({ opening_hours: {}, operation_hours: 'Daily 5pm–late' })}
      />,
    );
    expect(screen.getByText('Daily 5pm–late')).toBeInTheDocument();
  });
});
