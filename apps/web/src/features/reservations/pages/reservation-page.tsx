/**
 * /reservations/{id}: the booking at the restaurant's wall-clock time. Ahead of time it is
 * 'Reservation confirmed' with Modify, Cancel and Add to calendar; afterwards 'Reservation
 * completed'. ?showCancelModal=true opens the cancel dialog. The account that booked an upcoming
 * table invites its guests below it.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { InviteGuests } from '@/features/invitations';
import { useSession } from '@/lib/session';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Notice } from '@/components/notice/notice';
import { isReservationNotFound, useReservation } from '../api/get-reservation';
import { parseReservationId } from '../lib/reservation-id';
import { CancelReservationDialog } from '../components/cancel-reservation-dialog';
import { ReservationActions } from '../components/reservation-actions';
import { ReservationHeading } from '../components/reservation-heading';
import {
  ReservationLoadError,
  ReservationLoading,
  ReservationNotFound,
} from '../components/reservation-states';
import { ReservationSummary } from '../components/reservation-summary';
import { reservationPhase } from '../lib/reservation-state';
import styles from './reservation-page.module.css';
import '@/i18n/bundles/reservations-texts';

const CANCEL_PARAM = 'showCancelModal';
/** ?invite=1 (the top bar's 'Invite guests') puts the cursor in the guest's e-mail field. */
const INVITE_PARAM = 'invite';

export function ReservationPage() {
  const { t } = useTranslation();
  const reservationId = parseReservationId(useParams().reservationId);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useReservation(reservationId);
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Arrived from a saved change: say so once (the state goes with the dismissal or a reload).
  const updated = (location.state as { updated?: boolean } | null)?.updated === true;
  const dismissUpdated = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });

  if (reservationId === null || isReservationNotFound(query.error)) return <ReservationNotFound />;
  if (query.isPending) return <ReservationLoading />;
  if (query.isError) return <ReservationLoadError onRetry={() => void query.refetch()} />;

  const reservation = query.data;
  const phase = reservationPhase(reservation);
  const setCancelOpen = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(CANCEL_PARAM, 'true');
        else params.delete(CANCEL_PARAM);
        return params;
      },
      { replace: !open },
    );

  return (
    <div className={styles.page}>
      <title>{`${t('reservations.detail.pageTitle', { name: reservation.restaurant.name })} · ${t('app.name')}`}</title>
      {updated && (
        <Notice
          tone="success"
          live
          title={t('reservations.detail.updated')}
          onDismiss={dismissUpdated}
        >
          <p>{t('reservations.detail.updatedText')}</p>
        </Notice>
      )}
      <ReservationHeading reservation={reservation} phase={phase} />
      <ReservationSummary reservation={reservation} phase={phase}>
        <ReservationActions
          reservation={reservation}
          phase={phase}
          onCancel={() => setCancelOpen(true)}
        />
      </ReservationSummary>
      {phase === 'upcoming' && user !== null && reservation.user_id === user.id && (
        <Suspense fallback={null}>
          <InviteGuests
            reservationId={reservation.id}
            partySize={reservation.party_size}
            autoFocus={searchParams.get(INVITE_PARAM) === '1'}
          />
        </Suspense>
      )}
      {phase === 'upcoming' && searchParams.get(CANCEL_PARAM) === 'true' && (
        <CancelReservationDialog reservation={reservation} onClose={() => setCancelOpen(false)} />
      )}
    </div>
  );
}
