/**
 * One request: the restaurant (a link to its page), the day, the window and the party, and its
 * status in words; an offered one holds its offer, a waiting one can be cancelled, a booked one
 * leads to the reservation.
 */
import { Link } from 'react-router';
import { formatClock, type NotifyRequest } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { useCancelNotifyRequest } from '../api/cancel-notify-request';
import { failureMessages } from '../lib/notify-failure';
import { formatNotifyDate } from '../lib/notify-format';
import { OfferCard } from './offer-card';
import styles from './notify-requests-panel.module.css';
import '@/i18n/bundles/notify-texts';

export function NotifyRequestItem({ request }: { request: NotifyRequest }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelNotifyRequest();
  const date = formatNotifyDate(request.date, i18n.language);
  const offer = request.status === 'offered' ? request.offer : null;
  return (
    <li className={`${styles.item} ${offer ? styles.withOffer : ''}`}>
      <div className={styles.head}>
        <Link to={`/restaurants/${request.restaurant.id}`} className={styles.name}>
          {request.restaurant.name}
        </Link>
        <span className={`${styles.status} ${styles[request.status]}`}>
          {t(`notify.list.status.${request.status}`)}
        </span>
      </div>
      <p className={styles.meta}>
        <span>{date}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {t('notify.list.window', {
            from: formatClock(request.from, i18n.language),
            to: formatClock(request.to, i18n.language),
          })}
        </span>
        <span aria-hidden="true"> · </span>
        <span>{t('notify.list.partySize', { count: request.party_size })}</span>
      </p>
      {offer && <OfferCard request={request} offer={offer} withNotNow />}
      {request.status === 'waiting' && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(request)}
            aria-label={t('notify.list.cancelLabel', { name: request.restaurant.name, date })}
          >
            {t('notify.list.cancel')}
          </Button>
        </div>
      )}
      {request.status === 'booked' && request.reservation_id !== null && (
        <div className={styles.actions}>
          <ButtonLink to={`/reservations/${request.reservation_id}`} variant="secondary" size="sm">
            {t('notify.list.viewReservation')}
          </ButtonLink>
        </div>
      )}
      {cancel.isError && (
        <ErrorList messages={failureMessages(cancel.error, t, t('notify.list.cancelFailed'))} />
      )}
    </li>
  );
}
