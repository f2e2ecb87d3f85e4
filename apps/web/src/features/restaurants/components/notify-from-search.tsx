/**
 * A search result's 'Notify me' lands here with ?notify=1&date=&time=&partySize=: the Notify
 * dialog opens for that choice once the page runs in the browser (its code loads only then), and
 * closing it takes ?notify away so a reload does not open it again.
 */
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { restaurantToday, type RestaurantDetail } from '@tablefor/shared';
import { NotifyDialog } from '@/features/notify';
import { useHydrated } from '@/hooks/use-hydrated';
import { bookingDefaults } from '../booking-form-defaults';

export function NotifyFromSearch({ restaurant }: { restaurant: RestaurantDetail }) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const [today] = useState(() => restaurantToday(restaurant.time_zone));
  if (!hydrated || params.get('notify') !== '1') return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete('notify');
        return current;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <NotifyDialog
        restaurant={restaurant}
        choice={bookingDefaults(params, today)}
        onClose={close}
      />
    </Suspense>
  );
}
