/**
 * The console's place in the address: which restaurant (?restaurant=) and which of its days
 * (?date=, default today on the restaurant's clock), so a reload or a shared link keeps both.
 */
import { useSearchParams } from 'react-router';
import { isIsoDate, restaurantToday, type OwnedRestaurant } from '@tablefor/shared';

export function useConsoleParams(restaurants: readonly OwnedRestaurant[]) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('restaurant'));
  const restaurant = restaurants.find((r) => r.id === wanted) ?? restaurants[0] ?? null;
  const dateParam = params.get('date') ?? '';
  const today = restaurant ? restaurantToday(restaurant.time_zone) : '';
  const date = isIsoDate(dateParam) ? dateParam : today;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );

  return {
    restaurant,
    date,
    today,
    /** Another restaurant opens on its own today. */
    selectRestaurant: (id: number) => update({ restaurant: String(id), date: null }),
    selectDate: (next: string) => update({ date: next === today ? null : next }),
  };
}
