/**
 * 'Cancel reservation' for an upcoming confirmed booking the restaurant cannot keep (an edit left
 * it without a table, the kitchen closes): the reason the guest will read, then the API's answer.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookedReservation } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useCancelByRestaurant } from '../api/cancel-by-restaurant';
import { failureMessages } from '../lib/console-failure';
import { GuestReasonDialog } from './guest-reason-dialog';
import '@/i18n/bundles/owner-console-texts';

/** The API cancels only a confirmed reservation whose time has not come. */
export const canCancel = (reservation: BookedReservation): boolean =>
  reservation.status === 'confirmed' && !reservation.started;

type CancelReservationActionProps = {
  reservation: Pick<BookedReservation, 'id' | 'guest_name'>;
  /** Says what the cancellation did, once the reservation has changed. */
  onCancelled: (message: string) => void;
  /** Names the reservation the button acts on, for assistive technology. */
  describedBy?: string;
};

export function CancelReservationAction(props: CancelReservationActionProps) {
  const { reservation, onCancelled, describedBy } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = reservation.guest_name;
  const cancel = useCancelByRestaurant(reservation.id, () => {
    setOpen(false);
    onCancelled(t('ownerConsole.cancel.done', { name }));
  });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-describedby={describedBy}
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        {t('ownerConsole.cancel.button')}
      </Button>
      {open && (
        <GuestReasonDialog
          kind="cancelDialog"
          guestName={name}
          pending={cancel.isPending}
          failure={
            cancel.isError ? failureMessages(cancel.error, t, t('ownerConsole.cancel.failed')) : []
          }
          onConfirm={(reason) => {
            cancel.reset();
            cancel.mutate(reason);
          }}
          onClose={() => {
            cancel.reset();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
