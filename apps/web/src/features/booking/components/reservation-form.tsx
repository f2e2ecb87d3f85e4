/**
 * Party size, date and time, the day's free tables, and the button that starts the booking; for a
 * party larger than any online table seats, a word to call the restaurant in place of both.
 */
import {
  BOOKABLE_TIMES,
  formatClock,
  PARTY_SIZES,
  reservationCodes,
  type TimeSlot,
} from '@tablefor/shared';
import { Suspense, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { bookingDateRange } from '@tablefor/shared';
import { PartyTooLarge, type BookingFormValues } from '@/features/restaurants';
import { BookingPreferencesNote } from '@/features/profile';
import { errorText } from '@/lib/error-text';
import type { ChoiceError } from '../hooks/use-reservation-choice';
import { formatBookingDate, timeZoneCity } from '../lib/booking-labels';
import { AvailabilitySlots } from './availability-slots';
import styles from './reservation-form.module.css';
import '@/i18n/bundles/booking-texts';

type ReservationFormProps = {
  values: BookingFormValues;
  today: string;
  timeZone: string;
  error: ChoiceError | null;
  /** Set when no online table or combination seats the chosen party. */
  partyLimit: { largestParty: number; phone: string } | null;
  availability: {
    slots: TimeSlot[] | undefined;
    status: 'pending' | 'error' | 'success' | 'idle';
    retry: () => void;
  };
  /** Failures and the 409's alternatives, shown above the button. */
  notice?: ReactNode;
  /** The restaurant is closed all day on the chosen date. */
  closed?: boolean;
  onChange: (patch: Partial<BookingFormValues>) => void;
  onSubmit: () => void;
};

export function ReservationForm({
  values,
  today,
  timeZone,
  error,
  partyLimit,
  availability,
  notice,
  closed = false,
  onChange,
  onSubmit,
}: ReservationFormProps) {
  const { t, i18n } = useTranslation();
  const { min, max } = bookingDateRange(today);
  const message = error ? errorText(t, { code: reservationCodes[error] }) : undefined;
  const party = t('booking.people', { count: values.partySize });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className={styles.title}>
        {t('booking.formTitle')}
      </h2>
      <div className={styles.fields}>
        <Select
          label={t('booking.partySize')}
          value={String(values.partySize)}
          onChange={(event) => onChange({ partySize: Number(event.target.value) })}
          options={PARTY_SIZES.map((size) => ({
            value: String(size),
            label: t('booking.people', { count: size }),
          }))}
          error={error === 'partySize' ? message : undefined}
        />
        <TextField
          label={t('booking.date')}
          type="date"
          min={min}
          max={max}
          required
          value={values.date}
          onChange={(event) => onChange({ date: event.target.value })}
          error={error === 'date' ? message : undefined}
        />
        <Select
          label={t('booking.time')}
          value={values.time}
          onChange={(event) => onChange({ time: event.target.value })}
          options={BOOKABLE_TIMES.map((time) => ({
            value: time,
            label: formatClock(time, i18n.language),
          }))}
          error={
            error === 'time' || error === 'futureTime' || error === 'notAvailable'
              ? message
              : undefined
          }
        />
      </div>
      <p className={styles.hint}>{t('booking.zoneHint', { zone: timeZoneCity(timeZone) })}</p>
      {partyLimit ? (
        <PartyTooLarge largestParty={partyLimit.largestParty} phone={partyLimit.phone} />
      ) : (
        <>
          <AvailabilitySlots
            slots={availability.slots}
            status={availability.status}
            closedText={
              closed
                ? t('booking.slots.closed', {
                    date: formatBookingDate(values.date, i18n.language),
                  })
                : undefined
            }
            selected={values.time}
            party={party}
            label={t('booking.slots.label', {
              date: formatBookingDate(values.date, i18n.language),
              party,
            })}
            onSelect={(time) => onChange({ time })}
            onRetry={availability.retry}
          />
          {notice}
          <Suspense fallback={null}>
            <BookingPreferencesNote />
          </Suspense>
          <Button type="submit" size="lg" fullWidth disabled={closed}>
            {t('booking.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
