/**
 * /invitations/{token}: a guest's read-only view of the booking they were invited to (the
 * restaurant, its address, the time on its clock, the party and the host's first name), or a
 * clear page once the booking was cancelled or the invitation revoked.
 */
import { formatClock, zonedDateString, zonedTimeString } from '@tablefor/shared';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatReservationDate } from '@/features/reservations';
import { invitationEnded, invitationUnknown, useInvitationView } from '../api/get-invitation-view';
import styles from './invitation-page.module.css';
import '@/i18n/bundles/invitations-texts';

export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  const query = useInvitationView(token);
  const title = <title>{`${t('invitations.page.pageTitle')} · ${t('app.name')}`}</title>;

  if (query.isPending) {
    return (
      <div className={styles.page}>
        {title}
        <p role="status">{t('invitations.page.loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    const ended = invitationEnded(query.error);
    const unknown = invitationUnknown(query.error);
    return (
      <div className={styles.page}>
        {title}
        <section className={styles.card}>
          <h1 className={styles.heading}>
            {ended
              ? t('invitations.page.endedTitle')
              : unknown
                ? t('invitations.page.notFoundTitle')
                : t('invitations.page.loadError')}
          </h1>
          {ended && <p>{t('invitations.page.ended')}</p>}
          {unknown && <p>{t('invitations.page.notFound')}</p>}
          <div className={styles.actions}>
            {!ended && !unknown && (
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('invitations.page.retry')}
              </Button>
            )}
            <Link to="/">{t('invitations.page.home')}</Link>
          </div>
        </section>
      </div>
    );
  }

  const view = query.data;
  const start = new Date(view.reservation_time);
  const zone = view.restaurant.time_zone;
  const language = i18n.language;
  return (
    <div className={styles.page}>
      {title}
      <article className={styles.card}>
        <h1 className={styles.heading}>
          {t('invitations.page.heading', {
            host: view.host_first_name,
            name: view.restaurant.name,
          })}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('invitations.page.date')}</dt>
            <dd>{formatReservationDate(zonedDateString(start, zone), language)}</dd>
          </div>
          <div>
            <dt>{t('invitations.page.time')}</dt>
            <dd>{formatClock(zonedTimeString(start, zone), language)}</dd>
          </div>
          <div>
            <dt>{t('invitations.page.party')}</dt>
            <dd>{t('invitations.page.people', { count: view.party_size })}</dd>
          </div>
          <div>
            <dt>{t('invitations.page.address')}</dt>
            <dd>{view.restaurant.address || view.restaurant.neighborhood}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('invitations.page.clock')}</p>
        <div className={styles.actions}>
          <Link to={`/restaurants/${view.restaurant.id}`}>
            {t('invitations.page.viewRestaurant')}
          </Link>
        </div>
      </article>
    </div>
  );
}
