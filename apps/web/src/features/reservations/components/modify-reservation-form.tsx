/**
 * The modify form: new date (today to +21 days), time with live availability and party size.
 * Checked before sending (spec §5); a 409 shows the nearest free times to pick from.
 */
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE, type Reservation } from '@tablefor/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { ApiError } from '@/lib/api-client';
import { useAvailability } from '../api/get-availability';
import { alternativesOf, useUpdateReservation } from '../api/update-reservation';
import {
  modifyDateRange,
  modifyDefaults,
  modifyFormErrors,
  modifyRequestBody,
  restaurantToday,
  type ModifyFormError,
  type ModifyFormValues,
} from '../lib/modify-form';
import { reservationMessageKey } from '../lib/reservation-messages';
import { AlternativeTimes } from './alternative-times';
import { TimeSlotPicker } from './time-slot-picker';
import styles from './modify-reservation-form.module.css';

const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 }, (_, i) =>
  String(MIN_PARTY_SIZE + i),
);

export function ModifyReservationForm({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = reservation.time_zone;
  const [values, setValues] = useState<ModifyFormValues>(() => modifyDefaults(reservation));
  const [errors, setErrors] = useState<ModifyFormError[]>([]);
  const update = useUpdateReservation(reservation.id);
  const { min, max } = modifyDateRange(restaurantToday(timeZone));

  const partySize = PARTY_SIZES.includes(values.partySize) ? Number(values.partySize) : null;
  const availability = useAvailability(reservation.restaurant_id, values.date, partySize);
  const unavailable = useMemo(
    () =>
      availability.data
        ? new Set(availability.data.slots.filter((s) => !s.available).map((s) => s.time))
        : null,
    [availability.data],
  );

  const text = (message: string) => {
    const key = reservationMessageKey(message);
    return key ? t(key) : message;
  };
  const fieldError = (field: ModifyFormError['field']) => {
    const found = errors.find((e) => e.field === field);
    return found ? text(found.message) : undefined;
  };

  const change = (patch: Partial<ModifyFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors([]);
    update.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = modifyFormErrors(values, timeZone);
    setErrors(problems);
    if (problems.length > 0) return;
    update.mutate(modifyRequestBody(values, timeZone), {
      onSuccess: () => void navigate(`/reservations/${reservation.id}`),
    });
  };

  const serverMessages = update.error instanceof ApiError ? update.error.messages : [];
  const alternatives = alternativesOf(update.error);
  const conflict = update.error instanceof ApiError && update.error.status === 409;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {update.isError && (
        <ErrorList
          messages={
            serverMessages.length > 0
              ? serverMessages.map(text)
              : [t('reservations.errors.generic')]
          }
        />
      )}
      {conflict && (
        <AlternativeTimes
          alternatives={alternatives}
          onPick={(choice) => change({ date: choice.date, time: choice.time })}
        />
      )}
      <div className={styles.row}>
        <TextField
          label={t('reservations.modify.date')}
          type="date"
          min={min}
          max={max}
          value={values.date}
          onChange={(event) => change({ date: event.target.value })}
          error={fieldError('date')}
        />
        <Select
          label={t('reservations.modify.partySize')}
          value={values.partySize}
          onChange={(event) => change({ partySize: event.target.value })}
          options={PARTY_SIZES.map((size) => ({
            value: size,
            label: t('reservations.detail.people', { count: Number(size) }),
          }))}
          error={fieldError('partySize')}
        />
      </div>
      <TimeSlotPicker
        value={values.time}
        onChange={(time) => change({ time })}
        unavailable={unavailable}
        currentTime={values.date === reservation.local_date ? reservation.local_time : null}
        error={fieldError('time')}
        status={
          availability.isFetching && !availability.data
            ? t('reservations.modify.loadingTimes')
            : availability.isError
              ? t('reservations.modify.timesFailed')
              : undefined
        }
      />
      <div className={styles.actions}>
        <ButtonLink to={`/reservations/${reservation.id}`} variant="secondary">
          {t('reservations.modify.cancelChanges')}
        </ButtonLink>
        <Button type="submit" loading={update.isPending}>
          {t('reservations.modify.submit')}
        </Button>
      </div>
    </form>
  );
}
