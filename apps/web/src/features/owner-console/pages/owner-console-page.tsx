/**
 * /business/dashboard, the owner console: for the signed-in owner of a restaurant (an
 * administrator: any restaurant), the account's listings still in review, its callback requests,
 * then what needs attention, the day's book with its tables and covers at table, what diners asked
 * Notify for, an export of a range of days, and the listing's edit; its tabs lead to the
 * restaurant's floor (floor-page.tsx).
 */
import { Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { OwnedRestaurant } from '@tablefor/shared';
import { Notice } from '@/components/notice/notice';
import { NotifyDemand } from '@/features/notify';
import { useBookingConflicts } from '../api/get-booking-conflicts';
import { useDayBook } from '../api/get-day-book';
import { useListingsInReview } from '../api/get-owned-restaurants';
import { CallbackRequests } from '../components/callback-requests';
import { ConsoleSection } from '../components/console-section';
import { ConsoleHeader } from '../components/console-header';
import { ConsoleTabs } from '../components/console-tabs';
import { OwnedRestaurantsGate } from '../components/owned-restaurants-gate';
import { DayBook } from '../components/day-book';
import { ExportReservationsForm } from '../components/export-reservations-form';
import { ListingsInReview } from '../components/listings-in-review';
import { NeedsAttention } from '../components/needs-attention';
import { RestaurantPicker } from '../components/restaurant-picker';
import { SlotCovers } from '../components/slot-covers';
import { useConsoleParams } from '../hooks/use-console-params';
import { failureMessages } from '../lib/console-failure';
import styles from './owner-console-page.module.css';
import '@/i18n/bundles/owner-console-texts';

export function OwnerConsolePage() {
  return (
    <OwnedRestaurantsGate title={<ConsoleTitle />}>
      {(restaurants) => <Console restaurants={restaurants} />}
    </OwnedRestaurantsGate>
  );
}

function ConsoleTitle() {
  const { t } = useTranslation();
  return <title>{`${t('ownerConsole.pageTitle')} · ${t('app.name')}`}</title>;
}

function Console({ restaurants }: { restaurants: OwnedRestaurant[] }) {
  const { t } = useTranslation();
  const { restaurant, date, today, selectRestaurant, selectDate } = useConsoleParams(restaurants);
  // The list is not empty here, so there is always a restaurant.
  const current = restaurant ?? (restaurants[0] as OwnedRestaurant);
  const book = useDayBook(current.id, date);
  const conflicts = useBookingConflicts(current.id);
  const inReview = useListingsInReview().data ?? [];
  const [notice, setNotice] = useState<string | null>(null);
  const sameRestaurant = book.data?.restaurant.id === current.id ? book.data : undefined;

  return (
    <div className={styles.page}>
      <ConsoleTitle />
      <ConsoleHeader restaurant={current} />
      <RestaurantPicker
        restaurants={restaurants}
        selectedId={current.id}
        onSelect={(id) => {
          setNotice(null);
          selectRestaurant(id);
        }}
      />
      <ConsoleTabs restaurantId={current.id} current="book" />
      {notice && (
        <Notice tone="success" live onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Notice>
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <ListingsInReview listings={inReview} />
          <CallbackRequests requests={sameRestaurant?.callbacks} onDecided={setNotice} />
          {conflicts.isError ? (
            <Notice tone="danger" title={t('ownerConsole.attention.heading')}>
              <p>
                {failureMessages(conflicts.error, t, t('ownerConsole.attention.loadError')).join(
                  ' ',
                )}
              </p>
            </Notice>
          ) : (
            <NeedsAttention conflicts={conflicts.data ?? []} onCancelled={setNotice} />
          )}
          <DayBook
            date={date}
            today={today}
            book={sameRestaurant}
            failure={
              book.isError
                ? failureMessages(book.error, t, t('ownerConsole.book.loadError')).join(' ')
                : null
            }
            onRetry={() => void book.refetch()}
            onDateChange={selectDate}
            onCancelled={setNotice}
          />
        </div>
        {/* Not an <aside>: a complementary landmark may not sit inside the page's <main>. */}
        <div className={styles.side}>
          <SlotCovers slots={sameRestaurant?.date === date ? sameRestaurant.slots : undefined} />
          <ConsoleSection
            title={t('ownerConsole.notifyDemand.title')}
            intro={t('ownerConsole.notifyDemand.hint')}
          >
            <Suspense fallback={null}>
              <NotifyDemand restaurantId={current.id} />
            </Suspense>
          </ConsoleSection>
          <ExportReservationsForm key={current.id} restaurantId={current.id} from={today} />
        </div>
      </div>
    </div>
  );
}
