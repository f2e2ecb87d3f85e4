/**
 * 6:00, 6:30 and 7:00 PM today for two: a free time links to the restaurant page with its form
 * prefilled, a taken one is struck out like the search results' slots. Without availability data
 * (`slots` undefined) every time stays a link, as the booking form checks it anyway.
 */
import { useTranslation } from '@/i18n/use-translation';
import { QUICK_BOOK_TIMES, quickBookSlots, type TimeSlot as Slot } from '@tablefor/shared';
import { TimeSlot } from '@/components/time-slot/time-slot';
import { quickBookUrl } from '../lib/quick-book';
import styles from './restaurant-card.module.css';

type QuickBookButtonsProps = { restaurantId: number; name: string; slots?: Slot[] };

export function QuickBookButtons({ restaurantId, name, slots }: QuickBookButtonsProps) {
  const { t } = useTranslation();
  const shown = slots
    ? quickBookSlots(slots)
    : QUICK_BOOK_TIMES.map((time) => ({ time, available: true }));
  return (
    <ul className={styles.quickBook} aria-label={t('cards.quickBook', { name })}>
      {shown.map(({ time, available }) => (
        <li key={time}>
          <TimeSlot
            time={time}
            available={available}
            to={quickBookUrl(restaurantId, time)}
            className={styles.slot}
          />
        </li>
      ))}
    </ul>
  );
}
