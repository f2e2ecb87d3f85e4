/**
 * Where the booking form lives: a sticky side card (tablet, desktop) or the 'Book' section
 * (mobile). A listing without weekly hours, not yet approved, or with no table offered online says
 * so instead.
 */
import { takesBookings, type RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { isPublished } from '../listing-review-state';
import { BookingForm } from './booking-form';
import { BookingsAfterApproval } from './bookings-after-approval';
import { NoBookingsYet } from './no-bookings-yet';
import sectionStyles from './profile-section.module.css';
import styles from './booking-card.module.css';

function BookedCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <p className={styles.booked}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
      </svg>
      {t('restaurant.booking.booked', { count })}
    </p>
  );
}

type BookingCardProps = { restaurant: RestaurantDetail; wide?: boolean };

function Booking({ restaurant, variant }: { restaurant: RestaurantDetail; variant?: 'wide' }) {
  if (!isPublished(restaurant)) return <BookingsAfterApproval />;
  if (!takesBookings(restaurant.opening_hours)) {
    return <NoBookingsYet name={restaurant.name} phone={restaurant.phone} />;
  }
  if (restaurant.largest_party === 0) {
    return (
      <NoBookingsYet name={restaurant.name} phone={restaurant.phone} reason="noOnlineTables" />
    );
  }
  return (
    <BookingForm
      restaurantId={restaurant.id}
      timeZone={restaurant.time_zone}
      largestParty={restaurant.largest_party}
      phone={restaurant.phone}
      variant={variant}
    />
  );
}

export function BookingCard({ restaurant, wide = false }: BookingCardProps) {
  return (
    <div className={styles.card}>
      <Booking restaurant={restaurant} variant={wide ? 'wide' : undefined} />
      <BookedCount count={restaurant.total_num_reservations} />
    </div>
  );
}

export function BookSection({ restaurant }: { restaurant: RestaurantDetail }) {
  return (
    <section
      id="book"
      className={sectionStyles.section}
      aria-labelledby="booking-form-title"
      tabIndex={-1}
    >
      <Booking restaurant={restaurant} />
      <BookedCount count={restaurant.total_num_reservations} />
    </section>
  );
}
