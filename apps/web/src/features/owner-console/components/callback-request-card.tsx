/**
 * One guest waiting for the restaurant's call: who, how many, when (the restaurant's clock), what
 * they said, the timer, and Confirm or Decline once the call is made.
 */
import { formatClock } from '@tablefor/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookedReservation } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { useDecideCallback } from '../api/decide-callback';
import { failureMessages } from '../lib/console-failure';
import { formatShortDate } from '../lib/console-dates';
import { CallbackTimerLabel } from './callback-timer-label';
import { GuestReasonDialog } from './guest-reason-dialog';
import { GuestDetails } from './guest-details';
import styles from './callback-requests.module.css';
import '@/i18n/bundles/owner-console-texts';

type CallbackRequestCardProps = {
  request: BookedReservation;
  now: number;
  /** Says what the decision did, after the card has left the list. */
  onDecided: (message: string) => void;
};

export function CallbackRequestCard({ request, now, onDecided }: CallbackRequestCardProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const [declining, setDeclining] = useState(false);
  const name = request.guest_name;
  const decide = useDecideCallback(request.id, ({ decision }) => {
    setDeclining(false);
    const said =
      decision === 'confirm'
        ? 'ownerConsole.callbacks.confirmed'
        : 'ownerConsole.callbacks.declined';
    onDecided(t(said, { name }));
  });
  const confirmFailure =
    decide.isError && !declining
      ? failureMessages(decide.error, t, t('ownerConsole.callbacks.failed'))
      : [];

  return (
    <li className={styles.card}>
      <article aria-labelledby={nameId} className={styles.cardBody}>
        <div className={styles.cardHead}>
          <div>
            <h3 id={nameId} className={styles.name}>
              {name}
            </h3>
            <p className={styles.when}>
              {t('ownerConsole.callbacks.when', {
                date: formatShortDate(request.local_date, i18n.language),
                time: formatClock(request.local_time, i18n.language),
              })}
              <span aria-hidden="true"> · </span>
              {t('ownerConsole.partySize', { count: request.party_size })}
            </p>
          </div>
          <CallbackTimerLabel requestedAt={request.requested_at} now={now} />
        </div>
        <GuestDetails reservation={request} />
        <ErrorList messages={confirmFailure} />
        <div className={styles.actions}>
          <Button
            size="sm"
            loading={decide.isPending && !declining}
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              decide.mutate({ decision: 'confirm' });
            }}
            aria-describedby={nameId}
          >
            {t('ownerConsole.callbacks.confirm')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setDeclining(true);
            }}
            aria-describedby={nameId}
          >
            {t('ownerConsole.callbacks.decline')}
          </Button>
        </div>
      </article>
      {declining && (
        <GuestReasonDialog
          kind="declineDialog"
          guestName={name}
          pending={decide.isPending}
          failure={
            decide.isError
              ? failureMessages(decide.error, t, t('ownerConsole.callbacks.failed'))
              : []
          }
          onConfirm={(reason) => {
            decide.reset();
            decide.mutate({ decision: 'decline', reason });
          }}
          onClose={() => {
            decide.reset();
            setDeclining(false);
          }}
        />
      )}
    </li>
  );
}
