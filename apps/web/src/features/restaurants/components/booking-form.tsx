/**
 * The reservation form shell: date, time and party size, prefilled from ?date=&time=&partySize=.
 * 'Find a time' opens the reservation page (/restaurants/{id}/reservations) with the choice in the query;
 * a party larger than any online table seats is told to call instead.
 */
import {
  BOOKABLE_TIMES,
  bookingDateRange,
  formatClock,
  PARTY_SIZES,
  reservationCodes,
  restaurantToday,
} from '@tablefor/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button/button';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { formErrorText } from '@/lib/form-error-text';
import {
  bookingDefaults,
  bookingFormError,
  bookingSearch,
  type BookingFormError,
  type BookingFormValues,
} from '../booking-form-defaults';
import { BOOKING_FORM_ID } from '../profile-sections';
import { isPartyTooLarge, PartyTooLarge } from './party-too-large';
import styles from './booking-form.module.css';

type BookingFormProps = {
  restaurantId: number;
  timeZone: string;
  /** The largest party an online table or combination seats. */
  largestParty: number;
  phone: string;
  /** 'wide' puts the three fields in one row (the tablet card). */
  variant?: 'stacked' | 'wide';
};

export function BookingForm({
  restaurantId,
  timeZone,
  largestParty,
  phone,
  variant = 'stacked',
}: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [today] = useState(() => restaurantToday(timeZone));
  const [values, setValues] = useState<BookingFormValues>(() =>
    bookingDefaults(searchParams, today),
  );
  const [error, setError] = useState<BookingFormError | null>(null);
  const { min, max } = bookingDateRange(today);

  const update = (patch: Partial<BookingFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bookingFormError(values, timeZone);
    setError(problem);
    if (!problem)
      void navigate(`/restaurants/${restaurantId}/reservations${bookingSearch(values)}`);
  };

  const message = error ? formErrorText(t, reservationCodes[error]) : undefined;
  return (
    <form
      id={BOOKING_FORM_ID}
      className={`${styles.form} ${variant === 'wide' ? styles.wide : ''}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${BOOKING_FORM_ID}-title`}
      tabIndex={-1}
    >
      <h2 id={`${BOOKING_FORM_ID}-title`} className={styles.title}>
        {t('restaurant.booking.title')}
      </h2>
      <div className={styles.fields}>
        <Select
          label={t('restaurant.booking.partySize')}
          value={String(values.partySize)}
          onChange={(event) => update({ partySize: Number(event.target.value) })}
          options={PARTY_SIZES.map((size) => ({
            value: String(size),
            label: t('restaurant.booking.people', { count: size }),
          }))}
          error={error === 'partySize' ? message : undefined}
        />
        <div className={styles.row}>
          <TextField
            label={t('restaurant.booking.date')}
            type="date"
            min={min}
            max={max}
            required
            value={values.date}
            onChange={(event) => update({ date: event.target.value })}
            error={error === 'date' ? message : undefined}
          />
          <Select
            label={t('restaurant.booking.time')}
            value={values.time}
            onChange={(event) => update({ time: event.target.value })}
            options={BOOKABLE_TIMES.map((time) => ({
              value: time,
              label: formatClock(time, i18n.language),
            }))}
            error={error === 'time' || error === 'futureTime' ? message : undefined}
          />
        </div>
      </div>
      {isPartyTooLarge(values.partySize, largestParty) ? (
        <PartyTooLarge largestParty={largestParty} phone={phone} />
      ) : (
        <Button type="submit" size="lg" fullWidth>
          {t('restaurant.booking.submit')}
        </Button>
      )}
    </form>
  );
}
