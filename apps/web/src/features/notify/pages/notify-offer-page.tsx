/**
 * /notify/{id}, the offer e-mail's link: signed out, the sign-in (the page stays, and books once
 * signed in); signed in, the table held for that request with its one 'Book this table' button,
 * which books it and opens the reservation. A request in any other state says so, with a way on.
 */
import { useParams } from 'react-router';
import type { NotifyRequest, User } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { PageLoadError, PageLoading, PageStateCard } from '@/components/page-state/page-state';
import { useAuthDialog } from '@/lib/auth-dialog';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useNotifyRequests } from '../api/get-notify-requests';
import { OfferCard } from '../components/offer-card';
import { notifyListPath } from '../lib/notify-paths';
import styles from './notify-offer-page.module.css';
import '@/i18n/bundles/notify-texts';

export function NotifyOfferPage() {
  const { user } = useSession();
  const { requestId } = useParams();
  if (!user) return <SignInToBook />;
  return <HeldTable user={user} requestId={Number(requestId)} />;
}

function SignInToBook() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <PageStateCard title={t('notify.claim.signInTitle')} text={t('notify.claim.signInText')}>
      <Button onClick={() => authDialog.open('sign-in')}>{t('notify.claim.signIn')}</Button>
    </PageStateCard>
  );
}

function HeldTable({ user, requestId }: { user: User; requestId: number }) {
  const { t } = useTranslation();
  const query = useNotifyRequests(user.id);
  if (query.isPending) return <PageLoading label={t('notify.claim.loading')} />;
  if (query.isError) {
    return (
      <PageLoadError
        title={t('notify.claim.pageTitle')}
        text={t('notify.list.loadError')}
        retryLabel={t('notify.list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const request = query.data.find((candidate) => candidate.id === requestId);
  if (!request) {
    return (
      <PageStateCard title={t('notify.claim.notFoundTitle')} text={t('notify.claim.notFoundText')}>
        <ButtonLink to={notifyListPath(user.id)}>{t('notify.claim.dashboard')}</ButtonLink>
      </PageStateCard>
    );
  }
  if (request.status === 'offered' && request.offer) {
    return (
      <section className={styles.page} aria-labelledby="notify-offer-title">
        <title>{`${t('notify.claim.pageTitle')} · ${t('app.name')}`}</title>
        <p className={styles.eyebrow}>{t('notify.claim.pageTitle')}</p>
        <h1 id="notify-offer-title" className={styles.title}>
          {request.restaurant.name}
        </h1>
        <OfferCard request={request} offer={request.offer} />
        <WaysOut request={request} userId={user.id} />
      </section>
    );
  }
  return <NoHeldTable request={request} userId={user.id} />;
}

/** Booked, still waiting, or over (missed, expired, cancelled): what happened and where to go. */
function NoHeldTable({ request, userId }: { request: NotifyRequest; userId: number }) {
  const { t } = useTranslation();
  if (request.status === 'booked') {
    return (
      <PageStateCard title={t('notify.claim.bookedTitle')} text={t('notify.claim.bookedText')}>
        {request.reservation_id !== null && (
          <ButtonLink to={`/reservations/${request.reservation_id}`}>
            {t('notify.list.viewReservation')}
          </ButtonLink>
        )}
      </PageStateCard>
    );
  }
  if (request.status === 'waiting' || request.status === 'offered') {
    return (
      <PageStateCard title={t('notify.claim.waitingTitle')} text={t('notify.claim.waitingText')}>
        <ButtonLink to={notifyListPath(userId)}>{t('notify.claim.dashboard')}</ButtonLink>
      </PageStateCard>
    );
  }
  const text =
    request.status === 'missed'
      ? errorText(t, { code: 'notify.offerExpired' })
      : t(request.status === 'expired' ? 'notify.claim.expiredText' : 'notify.claim.cancelledText');
  return (
    <PageStateCard title={t('notify.claim.goneTitle')} text={text} role="alert">
      <WaysOut request={request} userId={userId} />
    </PageStateCard>
  );
}

/** Another time at the same restaurant, for the same day and party; or the diner's requests. */
function WaysOut({ request, userId }: { request: NotifyRequest; userId: number }) {
  const { t } = useTranslation();
  const params = new URLSearchParams({
    date: request.date,
    time: request.from,
    partySize: String(request.party_size),
  });
  return (
    <div className={styles.waysOut}>
      <ButtonLink
        to={`/restaurants/${request.restaurant.id}/reservations?${params.toString()}`}
        variant="secondary"
      >
        {t('notify.claim.findAnotherTime')}
      </ButtonLink>
      <ButtonLink to={notifyListPath(userId)} variant="ghost">
        {t('notify.claim.dashboard')}
      </ButtonLink>
    </div>
  );
}
