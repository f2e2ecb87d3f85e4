/**
 * What became of a party whose time has come: Seated, Completed or No-show, offered only for a
 * started reservation that is confirmed or seated (the API refuses the rest).
 */
import { useTranslation } from '@/i18n/use-translation';
import { reservationOutcomes, type BookedReservation } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { useMarkOutcome } from '../api/mark-outcome';
import { failureMessages } from '../lib/console-failure';
import styles from './day-book.module.css';
import '@/i18n/bundles/owner-console-texts';

export const canMarkOutcome = (reservation: BookedReservation): boolean =>
  reservation.started && (reservation.status === 'confirmed' || reservation.status === 'seated');

export function OutcomeActions({ reservation }: { reservation: BookedReservation }) {
  const { t } = useTranslation();
  const mark = useMarkOutcome(reservation.id);
  // A seated party is not seated again.
  const outcomes = reservationOutcomes.filter((outcome) => outcome !== reservation.status);
  return (
    <div className={styles.outcomes}>
      <div
        className={styles.outcomeButtons}
        role="group"
        aria-label={t('ownerConsole.book.markParty', { name: reservation.guest_name })}
      >
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            size="sm"
            variant={outcome === 'no_show' ? 'ghost' : 'secondary'}
            loading={mark.isPending && mark.variables === outcome}
            disabled={mark.isPending}
            onClick={() => {
              mark.reset();
              mark.mutate(outcome);
            }}
          >
            {t(`ownerConsole.outcome.${outcome}`)}
          </Button>
        ))}
      </div>
      {mark.isError && (
        <ErrorList messages={failureMessages(mark.error, t, t('ownerConsole.book.markFailed'))} />
      )}
    </div>
  );
}
