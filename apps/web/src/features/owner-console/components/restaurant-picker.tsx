/**
 * Which restaurant the console shows, when the account has several: a row of choices, each with
 * its callback requests waiting as a badge, or (an administrator's whole catalogue) a list box
 * whose options carry the same count.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { OwnedRestaurant } from '@tablefor/shared';
import { Select } from '@/components/select/select';
import segmented from '@/components/segmented-control/segmented-control.module.css';
import styles from './restaurant-picker.module.css';
import '@/i18n/bundles/owner-console-texts';

/** More than this many choices become a list box. */
const MAX_BUTTONS = 6;

type RestaurantPickerProps = {
  restaurants: OwnedRestaurant[];
  selectedId: number;
  onSelect: (id: number) => void;
};

export function RestaurantPicker({ restaurants, selectedId, onSelect }: RestaurantPickerProps) {
  const { t } = useTranslation();
  if (restaurants.length < 2) return null;
  const waiting = (restaurant: OwnedRestaurant) =>
    t('ownerConsole.picker.waiting', { count: restaurant.pending_callbacks });

  if (restaurants.length > MAX_BUTTONS) {
    return (
      <Select
        className={styles.select}
        label={t('ownerConsole.picker.label')}
        value={String(selectedId)}
        onChange={(event) => onSelect(Number(event.target.value))}
        options={restaurants.map((restaurant) => ({
          value: String(restaurant.id),
          label:
            restaurant.pending_callbacks > 0
              ? t('ownerConsole.picker.option', {
                  name: restaurant.name,
                  waiting: waiting(restaurant),
                })
              : restaurant.name,
        }))}
      />
    );
  }

  return (
    <nav aria-label={t('ownerConsole.picker.label')}>
      <ul className={`${segmented.track} ${styles.track}`}>
        {restaurants.map((restaurant) => {
          const active = restaurant.id === selectedId;
          return (
            <li key={restaurant.id}>
              <button
                type="button"
                className={`${segmented.segment} ${styles.choice} ${active ? segmented.active : ''}`}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(restaurant.id)}
              >
                <span className={styles.name}>{restaurant.name}</span>
                {restaurant.pending_callbacks > 0 && (
                  <>
                    {' '}
                    <span className={styles.badge} aria-hidden="true">
                      {restaurant.pending_callbacks}
                    </span>
                    <span className="visually-hidden">{waiting(restaurant)}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
