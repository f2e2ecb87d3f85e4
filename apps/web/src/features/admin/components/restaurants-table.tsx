/**
 * The Restaurants view as a compact table: name (opening its details), neighbourhood, review
 * state, owners and last change, with Edit and Delete; sortable by name and by last change. It
 * scrolls sideways in its own box on a narrow screen, never the page.
 */
import { useId } from 'react';
import type { AdminRestaurantRow, AdminRestaurantSort } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { dateTimeLabel } from '../lib/date-time-label';
import styles from './restaurants-table.module.css';
import '@/i18n/bundles/admin-texts';

type SortKey = 'name' | 'updated';

/** The CSS modules' names are camel-cased ('pending_review' is .pendingReview). */
const TONE: Record<AdminRestaurantRow['status'], string | undefined> = {
  published: styles.published,
  pending_review: styles.pendingReview,
  rejected: styles.rejected,
  removed: styles.rejected,
};

type RestaurantsTableProps = {
  restaurants: readonly AdminRestaurantRow[];
  sort: AdminRestaurantSort;
  onSort: (sort: AdminRestaurantSort) => void;
  busy: boolean;
  onView: (restaurant: AdminRestaurantRow) => void;
  onEdit: (restaurant: AdminRestaurantRow) => void;
  onDelete: (restaurant: AdminRestaurantRow) => void;
};

/** The column's order now: ascending, descending, or not sorted by it. */
function directionOf(sort: AdminRestaurantSort, key: SortKey) {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

function SortHeader(props: {
  column: SortKey;
  label: string;
  sort: AdminRestaurantSort;
  onSort: (sort: AdminRestaurantSort) => void;
}) {
  const { t } = useTranslation();
  const direction = directionOf(props.sort, props.column);
  // A second press reverses; a new column starts ascending by name, latest first by change.
  const next: AdminRestaurantSort =
    direction === 'ascending'
      ? `-${props.column}`
      : direction === 'descending'
        ? props.column
        : props.column === 'updated'
          ? '-updated'
          : 'name';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className={styles.sortButton} onClick={() => props.onSort(next)}>
        {props.label}
        <span aria-hidden="true" className={styles.sortMark}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
        <span className="visually-hidden">
          {t(
            direction === 'none' ? 'admin.restaurantTable.sortBy' : 'admin.restaurantTable.reverse',
          )}
        </span>
      </button>
    </th>
  );
}

export function RestaurantsTable(props: RestaurantsTableProps) {
  const { restaurants, sort, onSort, busy } = props;
  const { t, i18n } = useTranslation();
  const captionId = useId();
  return (
    // Focusable so a keyboard can scroll it sideways; named by the table's caption.
    <div
      className={`${styles.scroller} ${busy ? styles.busy : ''}`}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          {t('admin.restaurantTable.caption')}
        </caption>
        <thead>
          <tr>
            <SortHeader
              column="name"
              label={t('admin.restaurantTable.name')}
              sort={sort}
              onSort={onSort}
            />
            <th scope="col">{t('admin.restaurantTable.neighborhood')}</th>
            <th scope="col">{t('admin.restaurantTable.status')}</th>
            <th scope="col">{t('admin.restaurantTable.owners')}</th>
            <SortHeader
              column="updated"
              label={t('admin.restaurantTable.updated')}
              sort={sort}
              onSort={onSort}
            />
            <th scope="col">
              <span className="visually-hidden">{t('admin.restaurantTable.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {restaurants.map((restaurant) => (
            <tr key={restaurant.id}>
              <th scope="row" className={styles.nameCell}>
                <button
                  type="button"
                  className={styles.nameButton}
                  onClick={() => props.onView(restaurant)}
                  aria-haspopup="dialog"
                >
                  {restaurant.name}
                </button>
              </th>
              <td>{restaurant.neighborhood}</td>
              <td>
                <span className={`${styles.status} ${TONE[restaurant.status] ?? ''}`}>
                  {t(`admin.restaurantTable.statuses.${restaurant.status}`)}
                </span>
              </td>
              <td className={styles.owners}>
                {restaurant.owners.length > 0 ? (
                  restaurant.owners.map((owner) => owner.username).join(', ')
                ) : (
                  <span className={styles.none}>{t('admin.restaurantTable.noOwner')}</span>
                )}
              </td>
              <td className={styles.updated}>
                <time dateTime={restaurant.updated_at}>
                  {dateTimeLabel(restaurant.updated_at, i18n.language)}
                </time>
              </td>
              <td>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => props.onEdit(restaurant)}
                    aria-label={t('admin.restaurants.editNamed', { name: restaurant.name })}
                  >
                    {t('admin.restaurants.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => props.onDelete(restaurant)}
                    aria-label={t('admin.restaurants.deleteNamed', { name: restaurant.name })}
                  >
                    {t('admin.restaurants.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
