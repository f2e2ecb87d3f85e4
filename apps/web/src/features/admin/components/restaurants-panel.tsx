/**
 * The Restaurants view: search by name, 'Add Restaurant', Cards or Table (?layout=table), one page
 * at a time, and the restaurant and delete dialogs a card or a row opens.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { adminRestaurantSorts, restaurantCodes } from '@tablefor/shared';
import { Button, ButtonLink } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import { useAdminRestaurants } from '../api/get-admin-restaurants';
import { useAdminRestaurantTable } from '../api/get-admin-restaurant-table';
import { useListParams } from '../hooks/use-list-params';
import { useQueryFilter } from '../hooks/use-query-filter';
import { DeleteRestaurantDialog } from './delete-restaurant-dialog';
import { FilterSwitch } from './filter-switch';
import { ListPanel } from './list-panel';
import { ListEmpty } from './list-states';
import { RestaurantAdminCard } from './restaurant-admin-card';
import { RestaurantModal, type RestaurantModalMode } from './restaurant-modal';
import { RestaurantsTable } from './restaurants-table';
import { SearchBox } from './search-box';
import styles from './restaurants-panel.module.css';
import '@/i18n/bundles/admin-texts';

/** What a card or a row opens. */
type Named = { id: number; name: string };
type Opened = { restaurant: Named; mode: RestaurantModalMode };
type Open = { view: (r: Named) => void; edit: (r: Named) => void; remove: (r: Named) => void };

const layouts = ['cards', 'table'] as const;

export function RestaurantsPanel() {
  const { t } = useTranslation();
  const { params, setSearch } = useListParams();
  const { filter: layout, setFilter: setLayout } = useQueryFilter('layout', layouts, 'cards');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [deleting, setDeleting] = useState<Named | null>(null);
  const open: Open = {
    view: (restaurant) => setOpened({ restaurant, mode: 'details' }),
    edit: (restaurant) => setOpened({ restaurant, mode: 'edit' }),
    remove: setDeleting,
  };

  const above = (
    <div className={styles.above}>
      <SearchBox
        label={t('admin.restaurants.searchLabel')}
        placeholder={t('admin.restaurants.searchPlaceholder')}
        value={params.search}
        onSearch={setSearch}
      />
      <FilterSwitch
        label={t('admin.restaurants.layout')}
        options={layouts}
        value={layout}
        optionLabel={(option) => t(`admin.restaurants.layouts.${option}`)}
        onChange={setLayout}
        className={styles.layoutSwitch}
      />
    </div>
  );
  const empty = params.search ? (
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
  );
  const dialogs = (
    <>
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
    </>
  );
  const View = layout === 'table' ? RestaurantTableView : RestaurantCardsView;
  return (
    <View above={above} empty={empty} open={open}>
      {dialogs}
    </View>
  );
}

type ViewProps = { above: ReactNode; empty: ReactNode; open: Open; children: ReactNode };

function useListTexts() {
  const { t } = useTranslation();
  return {
    heading: t('admin.restaurants.heading'),
    count: (total: number) => t('admin.restaurants.count', { count: total }),
    actions: <ButtonLink to="/create-restaurant">{t('admin.restaurants.add')}</ButtonLink>,
    loadingLabel: t('admin.restaurants.loading'),
    loadFailed: errorText(t, { code: restaurantCodes.loadFailed }),
  };
}

function RestaurantCardsView({ above, empty, open, children }: ViewProps) {
  const texts = useListTexts();
  const { params, setPage } = useListParams();
  const query = useAdminRestaurants(params);
  return (
    <ListPanel
      {...texts}
      above={above}
      query={query}
      items={query.data?.restaurants}
      page={params.page}
      setPage={setPage}
      empty={empty}
      renderItem={(restaurant) => (
        <RestaurantAdminCard
          restaurant={restaurant}
          onView={() => open.view(restaurant)}
          onEdit={() => open.edit(restaurant)}
          onDelete={() => open.remove(restaurant)}
        />
      )}
    >
      {children}
    </ListPanel>
  );
}

function RestaurantTableView({ above, empty, open, children }: ViewProps) {
  const texts = useListTexts();
  const { params, setPage } = useListParams();
  const { filter: sort, setFilter: setSort } = useQueryFilter('sort', adminRestaurantSorts, 'name');
  const query = useAdminRestaurantTable({ ...params, sort });
  return (
    <ListPanel
      {...texts}
      above={above}
      query={query}
      items={query.data?.restaurants}
      page={params.page}
      setPage={setPage}
      empty={empty}
      renderItems={(restaurants) => (
        <RestaurantsTable
          restaurants={restaurants}
          sort={sort}
          onSort={setSort}
          busy={query.isPlaceholderData}
          onView={open.view}
          onEdit={open.edit}
          onDelete={open.remove}
        />
      )}
    >
      {children}
    </ListPanel>
  );
}
