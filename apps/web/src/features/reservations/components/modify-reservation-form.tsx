/**
 * The modify form: new date (today to +21 days), time with live availability and party size.
 * Checked before sending; a 409 shows the nearest free times to pick from.
 */
import {
  bookingDateRange,
  isIsoDate,
  isPartySize,
  PARTY_SIZES,
  restaurantToday,
  type MessageCode,
  type Reservation,
} from '@tablefor/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import { useAvailability } from '@/features/availability';
import { alternativesOf, useUpdateReservation } from '../api/update-reservation';
import {
  asModifyMessage,
  modifyDefaults,
  modifyFormErrors,
  modifyRequestBody,
  type ModifyFormError,
  type ModifyFormValues,
} from '../lib/modify-form';
import { AlternativeTimes } from './alternative-times';
import { TimeSlotPicker } from './time-slot-picker';
import styles from './modify-reservation-form.module.css';
import '@/i18n/bundles/reservations-texts';

export function ModifyReservationForm({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = reservation.time_zone;
  const [values, setValues] = useState<ModifyFormValues>(() => modifyDefaults(reservation));
  const [errors, setErrors] = useState<ModifyFormError[]>([]);
  const update = useUpdateReservation(reservation.id);
  const { min, max } = bookingDateRange(restaurantToday(timeZone), 'modify');

  const partySize = isPartySize(values.partySize) ? Number(values.partySize) : null;
  const availability = useAvailability(reservation.restaurant_id, values.date, partySize ?? 0, {
    enabled: partySize !== null && isIsoDate(values.date),
    // Keeps the previous day's slots on screen while the next day loads, so the grid never jumps.
    placeholderData: keepPreviousData,
  });
  const unavailable = useMemo(
    () =>
      availability.data
        ? new Set(availability.data.slots.filter((s) => !s.available).map((s) => s.time))
        : null,
    [availability.data],
  );

  const text = (code: MessageCode) => errorText(t, { code: asModifyMessage(code) });
  const fieldError = (field: ModifyFormError['field']) => {
    const found = errors.find((e) => e.field === field);
    return found ? text(found.code) : undefined;
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
      onSuccess: () =>
        void navigate(`/reservations/${reservation.id}`, { state: { updated: true } }),
    });
  };
  // Saving what is already booked would change nothing (and tell the diner of a change).
  const unchanged =
    values.date === reservation.local_date &&
    values.time === reservation.local_time &&
    values.partySize === String(reservation.party_size);

  const serverMessages = update.isError
    ? serverErrorMessages(update.error, t, asModifyMessage)
    : [];
  const alternatives = alternativesOf(update.error);
  const conflict = update.error instanceof ApiError && update.error.status === 409;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {update.isError && <ErrorList messages={serverMessages} />}
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
            value: String(size),
            label: t('reservations.detail.people', { count: size }),
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
      {/* Above the buttons, next to the Save it explains (not under 'Keep my reservation'). */}
      {unchanged && (
        <p id="modify-nothing-changed" className={styles.hint}>
          {t('reservations.modify.nothingChanged')}
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={`/reservations/${reservation.id}`} variant="secondary">
          {t('reservations.modify.cancelChanges')}
        </ButtonLink>
        <Button
          type="submit"
          loading={update.isPending}
          disabled={unchanged}
          aria-describedby={unchanged ? 'modify-nothing-changed' : undefined}
        >
          {t('reservations.modify.submit')}
        </Button>
      </div>
    </form>
  );
}
