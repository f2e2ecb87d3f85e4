/**
 * The Restaurants view: search by name, 'Add Restaurant', the grid one page at a time, and the
 * restaurant and delete dialogs its cards open.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { restaurantCodes } from '@tablefor/shared';
import { Button, ButtonLink } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import { useAdminRestaurants, type AdminRestaurantSummary } from '../api/get-admin-restaurants';
import { useListParams } from '../hooks/use-list-params';
import { DeleteRestaurantDialog } from './delete-restaurant-dialog';
import { ListPanel } from './list-panel';
import { ListEmpty } from './list-states';
import { RestaurantAdminCard } from './restaurant-admin-card';
import { RestaurantModal, type RestaurantModalMode } from './restaurant-modal';
import { SearchBox } from './search-box';
import '@/i18n/bundles/admin-texts';

type Opened = { restaurant: AdminRestaurantSummary; mode: RestaurantModalMode };

export function RestaurantsPanel() {
  const { t } = useTranslation();
  const { params, setSearch, setPage } = useListParams();
  const query = useAdminRestaurants(params);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [deleting, setDeleting] = useState<AdminRestaurantSummary | null>(null);

  return (
    <ListPanel
      heading={t('admin.restaurants.heading')}
      count={(total) => t('admin.restaurants.count', { count: total })}
      actions={<ButtonLink to="/create-restaurant">{t('admin.restaurants.add')}</ButtonLink>}
      above={
        <SearchBox
          label={t('admin.restaurants.searchLabel')}
          placeholder={t('admin.restaurants.searchPlaceholder')}
          value={params.search}
          onSearch={setSearch}
        />
      }
      query={query}
      items={query.data?.restaurants}
      page={params.page}
      setPage={setPage}
      loadingLabel={t('admin.restaurants.loading')}
      loadFailed={errorText(t, { code: restaurantCodes.loadFailed })}
      empty={
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
      }
      renderItem={(restaurant) => (
        <RestaurantAdminCard
          restaurant={restaurant}
          onView={() => setOpened({ restaurant, mode: 'details' })}
          onEdit={() => setOpened({ restaurant, mode: 'edit' })}
          onDelete={() => setDeleting(restaurant)}
        />
      )}
    >
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
    </ListPanel>
  );
}
