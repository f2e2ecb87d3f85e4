/** The cancel confirmation (driven by ?showCancelModal=true); a cancelled booking sends the diner home. */
import { formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { Reservation } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { useCancelReservation } from '../api/cancel-reservation';
import { formatReservationDate } from '../lib/reservation-format';
import '@/i18n/bundles/reservations-texts';

export function CancelReservationDialog({
  reservation,
  onClose,
}: {
  reservation: Reservation;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Home is where a diner lands after cancelling, told which reservation went.
  const cancel = useCancelReservation(
    reservation.id,
    () =>
      void navigate('/', { replace: true, state: { cancelledAt: reservation.restaurant.name } }),
  );

  return (
    <Modal
      title={t('reservations.cancelDialog.title')}
      description={t('reservations.cancelDialog.text', {
        count: reservation.party_size,
        name: reservation.restaurant.name,
        date: formatReservationDate(reservation.local_date, i18n.language),
        time: formatClock(reservation.local_time, i18n.language),
      })}
      onClose={onClose}
    >
      {cancel.isError && <ErrorList messages={[t('reservations.cancelDialog.failed')]} />}
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          {t('reservations.cancelDialog.keep')}
        </Button>
        <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
          {t('reservations.cancelDialog.confirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
