/**
 * /business/dashboard/floor?restaurant=: the console's 'Floor and service' page, for the owners of
 * the chosen restaurant and administrators: its areas and tables, combinations, turn times and
 * pacing, edited as a whole and saved after a review of the reservations the edit would move.
 */
import type { OwnedRestaurant } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { PageLoading } from '@/components/page-state/page-state';
import { useFloor } from '../api/get-floor';
import { ConsoleHeader } from '../components/console-header';
import { OwnedRestaurantsGate } from '../components/owned-restaurants-gate';
import { ConsoleTabs } from '../components/console-tabs';
import { FloorEditorForm } from '../components/floor-editor';
import { useConsoleParams } from '../hooks/use-console-params';
import { failureMessages } from '../lib/console-failure';
import styles from './owner-console-page.module.css';
import sectionStyles from '../components/console-section.module.css';
import '@/i18n/bundles/floor-texts';
import '@/i18n/bundles/owner-console-texts';

export function FloorPage() {
  return (
    <OwnedRestaurantsGate title={<FloorTitle />}>
      {(restaurants) => <RestaurantFloor restaurants={restaurants} />}
    </OwnedRestaurantsGate>
  );
}

function FloorTitle() {
  const { t } = useTranslation();
  return <title>{`${t('floorPlan.pageTitle')} · ${t('app.name')}`}</title>;
}

function RestaurantFloor({ restaurants }: { restaurants: OwnedRestaurant[] }) {
  const { t } = useTranslation();
  const { restaurant } = useConsoleParams(restaurants);
  // The list is not empty here, so there is always a restaurant.
  const current = restaurant ?? (restaurants[0] as OwnedRestaurant);
  const floor = useFloor(current.id);

  return (
    <div className={styles.page}>
      <FloorTitle />
      <ConsoleHeader restaurant={current} />
      <ConsoleTabs restaurantId={current.id} current="floor" />
      <p className={styles.lead}>{t('floorPlan.intro')}</p>
      {floor.isPending ? (
        <PageLoading label={t('floorPlan.loading')} />
      ) : floor.isError ? (
        <div className={sectionStyles.state} role="alert">
          <p>{failureMessages(floor.error, t, t('floorPlan.loadError')).join(' ')}</p>
          <Button size="sm" variant="secondary" onClick={() => void floor.refetch()}>
            {t('ownerConsole.retry')}
          </Button>
        </div>
      ) : (
        <FloorEditorForm key={current.id} restaurantId={current.id} floor={floor.data} />
      )}
    </div>
  );
}
