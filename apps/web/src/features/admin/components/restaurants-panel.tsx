/**
 * The Restaurants view: search by name, 'Add Restaurant', the grid one page at a time, and the
 * restaurant and delete dialogs its cards open.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restaurantCodes } from '@tablefor/shared';
import { Button, ButtonLink } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import { useAdminRestaurants, type AdminRestaurantSummary } from '../api/get-admin-restaurants';
import { useListPaging } from '../hooks/use-list-paging';
import { useListParams } from '../hooks/use-list-params';
import { loadFailureText } from '../lib/failure-messages';
import { DeleteRestaurantDialog } from './delete-restaurant-dialog';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { Pagination } from './pagination';
import { RestaurantAdminCard } from './restaurant-admin-card';
import { RestaurantModal, type RestaurantModalMode } from './restaurant-modal';
import { SearchBox } from './search-box';
import styles from './list-panel.module.css';
import '@/i18n/bundles/admin-texts';

type Opened = { restaurant: AdminRestaurantSummary; mode: RestaurantModalMode };

export function RestaurantsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { params, setSearch, setPage } = useListParams();
  const query = useAdminRestaurants(params);
  const { headingRef, pages, shownPage, goToPage } = useListPaging({
    page: params.page,
    setPage,
    total: query.data?.total,
    isPlaceholderData: query.isPlaceholderData,
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const [deleting, setDeleting] = useState<AdminRestaurantSummary | null>(null);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} ref={headingRef} className={styles.heading}>
            {t('admin.restaurants.heading')}
          </h2>
          {query.data && (
            <p className={styles.count}>
              {t('admin.restaurants.count', { count: query.data.total })}
            </p>
          )}
        </div>
        <ButtonLink to="/create-restaurant">{t('admin.restaurants.add')}</ButtonLink>
      </div>
      <SearchBox
        label={t('admin.restaurants.searchLabel')}
        placeholder={t('admin.restaurants.searchPlaceholder')}
        value={params.search}
        onSearch={setSearch}
      />
      {query.isPending ? (
        <ListLoading label={t('admin.restaurants.loading')} />
      ) : query.isError ? (
        <ListError
          text={loadFailureText(query.error, t, errorText(t, { code: restaurantCodes.loadFailed }))}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.restaurants.length === 0 ? (
        params.search ? (
          <ListEmpty
            title={t('admin.restaurants.noMatch', { search: params.search })}
            text={t('admin.restaurants.noMatchText')}
            action={
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('admin.restaurants.clearSearch')}
              </Button>
            }
          />
        ) : (
          <ListEmpty title={t('admin.restaurants.empty')} text={t('admin.restaurants.emptyText')} />
        )
      ) : (
        <ul
          className={`${styles.grid} ${query.isPlaceholderData ? styles.busy : ''}`}
          aria-busy={query.isFetching}
        >
          {query.data.restaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantAdminCard
                restaurant={restaurant}
                onView={() => setOpened({ restaurant, mode: 'details' })}
                onEdit={() => setOpened({ restaurant, mode: 'edit' })}
                onDelete={() => setDeleting(restaurant)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={shownPage} pages={pages} onPage={goToPage} />
      {opened && (
        <RestaurantModal
          restaurantId={opened.restaurant.id}
          name={opened.restaurant.name}
          initialMode={opened.mode}
          onClose={() => setOpened(null)}
        />
      )}
      {deleting && (
        <DeleteRestaurantDialog restaurant={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
