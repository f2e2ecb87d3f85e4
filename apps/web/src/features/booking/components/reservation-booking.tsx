/** The reservation page's body: the restaurant, the form with the day's free times, and the dialog. */
import { isAllowedBookingDate, takesBookings, type RestaurantDetail } from '@tablefor/shared';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BackLink } from '@/components/back-link/back-link';
import { useAvailability } from '@/features/availability';
import { isFullDay, NotifyMeButton } from '@/features/notify';
import { isPartyTooLarge, NoBookingsYet } from '@/features/restaurants';
import { useReservationChoice } from '../hooks/use-reservation-choice';
import { closedOn, nearestFreeTime } from '../lib/day-choice';
import { BookingDialog } from './booking-dialog';
import { BookingNotice, type BookingProblem } from './booking-notice';
import { ReservationForm } from './reservation-form';
import { RestaurantSummary } from './restaurant-summary';
import styles from './reservation-booking.module.css';
import '@/i18n/bundles/booking-texts';

export function ReservationBooking({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const choice = useReservationChoice(restaurant.time_zone);
  const { values, today } = choice;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const tooLarge = isPartyTooLarge(values.partySize, restaurant.largest_party);
  // Fetched only for a date the form allows and a party some online table seats, fresh for 30 s.
  const availability = useAvailability(restaurant.id, values.date, values.partySize, {
    enabled: isAllowedBookingDate(values.date, today) && !tooLarge,
    staleTime: 30_000,
  });
  // Every time taken on a day the restaurant is open: the diner may ask to be told of a table.
  const full =
    availability.data !== undefined &&
    isFullDay({
      slots: availability.data.slots,
      hours: restaurant.opening_hours,
      date: values.date,
      timeZone: restaurant.time_zone,
    });

  const closed = closedOn(restaurant.opening_hours, values.date);
  // A default time the day cannot take moves to the nearest free one (5:00 PM where the
  // restaurant opens at 5:30); a time the diner chose stays theirs.
  const slots = availability.data?.slots;
  useEffect(() => {
    if (!slots || closed) return;
    const wished = slots.find((slot) => slot.time === values.time);
    if (wished?.available) return;
    const nearest = nearestFreeTime(slots, values.time);
    if (nearest) choice.suggestTime(nearest);
    // Once per day's times: the choice's functions change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, closed]);

  const submit = () => {
    setProblem(null);
    if (choice.validate(availability.data?.slots) === null) setDialogOpen(true);
  };

  return (
    <div className={styles.page}>
      <title>{`${t('booking.pageTitle', { name: restaurant.name })} · ${t('app.name')}`}</title>
      <BackLink to={`/restaurants/${restaurant.id}`}>
        {t('booking.backTo', { name: restaurant.name })}
      </BackLink>
      <div className={styles.layout}>
        <aside className={styles.summary}>
          <RestaurantSummary restaurant={restaurant} />
        </aside>
        <div className={styles.card}>
          {!takesBookings(restaurant.opening_hours) ? (
            <NoBookingsYet name={restaurant.name} phone={restaurant.phone} />
          ) : restaurant.largest_party === 0 ? (
            <NoBookingsYet
              name={restaurant.name}
              phone={restaurant.phone}
              reason="noOnlineTables"
            />
          ) : (
            <ReservationForm
              values={values}
              today={today}
              partyLimit={
                tooLarge
                  ? { largestParty: restaurant.largest_party, phone: restaurant.phone }
                  : null
              }
              timeZone={restaurant.time_zone}
              error={choice.error}
              availability={{
                slots: availability.data?.slots,
                status:
                  availability.fetchStatus === 'idle' && availability.isPending
                    ? 'idle'
                    : availability.status,
                retry: () => void availability.refetch(),
              }}
              closed={closed}
              notice={
                problem && (
                  <BookingNotice
                    problem={problem}
                    date={values.date}
                    onPick={(alternative) => {
                      setProblem(null);
                      choice.update(alternative);
                    }}
                  />
                )
              }
              onChange={(patch) => {
                setProblem(null);
                choice.update(patch);
              }}
              onSubmit={submit}
            />
          )}
          {/* Outside the booking form: the Notify dialog's own form must not nest in it. */}
          {full && !tooLarge && (
            <Suspense fallback={null}>
              <NotifyMeButton restaurant={restaurant} choice={values} />
            </Suspense>
          )}
        </div>
      </div>
      {dialogOpen && (
        <BookingDialog
          restaurant={restaurant}
          choice={values}
          onClose={() => setDialogOpen(false)}
          onProblem={(next) => {
            setDialogOpen(false);
            setProblem(next);
          }}
        />
      )}
    </div>
  );
}
