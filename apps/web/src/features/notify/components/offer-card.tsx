/**
 * A table held for the diner: when and for how many, until when (counting down), 'Book this table'
 * (one click books it and opens the reservation) and, in the dashboard, 'Not now' (the request is
 * cancelled and the table goes to the next diner). A refused claim says why, by its code.
 */
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatClock, type NotifyOffer, type NotifyRequest } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { useNow } from '@/hooks/use-now';
import { ApiError } from '@/lib/api-client';
import { useCancelNotifyRequest } from '../api/cancel-notify-request';
import { useClaimNotifyOffer } from '../api/claim-notify-offer';
import { notifyKeys } from '../api/notify-keys';
import { failureMessages } from '../lib/notify-failure';
import { formatNotifyDate, holdLeft, offerClock } from '../lib/notify-format';
import styles from './offer-card.module.css';
import '@/i18n/bundles/notify-texts';

type OfferCardProps = {
  request: NotifyRequest;
  offer: NotifyOffer;
  /** The dashboard also offers 'Not now'; the e-mail's page has the one button. */
  withNotNow?: boolean;
};

export function OfferCard({ request, offer, withNotNow = false }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claim = useClaimNotifyOffer((reservation) => {
    void navigate(`/reservations/${reservation.id}`);
  });
  const cancel = useCancelNotifyRequest();
  const left = holdLeft(offer, useNow(true));
  const ended = left === null;
  // A refusal (expired, taken, not this diner's) is final; a failure of the network may be retried.
  const refused = claim.error instanceof ApiError && claim.error.status < 500;
  // The hold is over: the list says what became of the request (missed, or booked elsewhere).
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: notifyKeys.all });
  }, [ended, queryClient]);

  const clock = offerClock(offer, request.restaurant.time_zone);
  const language = i18n.language;
  return (
    <div className={styles.offer} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.held}>
        {t('notify.offer.held', {
          date: formatNotifyDate(clock.date, language),
          time: formatClock(clock.time, language),
          size: request.party_size,
        })}
      </p>
      <p className={ended ? styles.ended : styles.until}>
        {left
          ? t('notify.offer.until', {
              time: formatClock(clock.until, language),
              left: t(
                left.unit === 'minutes' ? 'notify.offer.minutesLeft' : 'notify.offer.secondsLeft',
                {
                  count: left.count,
                },
              ),
            })
          : t('notify.offer.ended')}
      </p>
      {claim.isError && (
        <ErrorList messages={failureMessages(claim.error, t, t('common.genericError'))} />
      )}
      {cancel.isError && (
        <ErrorList messages={failureMessages(cancel.error, t, t('notify.offer.notNowFailed'))} />
      )}
      <div className={styles.actions}>
        <Button
          size="lg"
          loading={claim.isPending || claim.isSuccess}
          disabled={ended || refused || cancel.isPending}
          onClick={() => claim.mutate(request.id)}
        >
          {t('notify.offer.book')}
        </Button>
        {withNotNow && (
          <Button
            variant="secondary"
            size="lg"
            loading={cancel.isPending}
            disabled={claim.isPending}
            onClick={() => cancel.mutate(request)}
          >
            {t('notify.offer.notNow')}
          </Button>
        )}
      </div>
    </div>
  );
}
