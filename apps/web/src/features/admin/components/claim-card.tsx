/**
 * One claim: the listing, who claims it and with which verified address, their answers in words,
 * their files, when it came, its status (with the reason if rejected), and Approve / Reject while
 * it is pending.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { ReviewedClaim } from '@tablefor/shared';
import { dateTimeLabel } from '../lib/date-time-label';
import { languageLabel } from '../lib/language-label';
import { ClaimFiles } from './claim-files';
import { ClaimReviewActions } from './claim-review-actions';
import styles from './queue-card.module.css';
import '@/i18n/bundles/admin-texts';

type ClaimCardProps = { claim: ReviewedClaim; onDecided: (claim: ReviewedClaim) => void };

/** Addresses the claimant typed open only as web pages (the API accepts nothing else). */
const webLink = (url: string) =>
  /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {url}
    </a>
  ) : (
    url
  );

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ClaimCard({ claim, onDecided }: ClaimCardProps) {
  const { t, i18n } = useTranslation();
  const pending = claim.status === 'pending';
  const pain = claim.painPoints;
  const list = (words: string[]) => (words.length > 0 ? words.join(', ') : t('admin.claims.none'));

  return (
    <article className={`${styles.card} ${pending ? '' : styles.handled}`}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h3 className={styles.name}>
            <Link to={`/restaurants/${claim.restaurant.id}`} className={styles.link}>
              {claim.restaurant.name}
            </Link>
          </h3>
          <p className={styles.role}>
            {t('admin.claims.by', {
              username: claim.claimant.username,
              email: claim.claimant.email,
            })}
          </p>
        </div>
        <span className={`${styles.status} ${pending ? styles.open : ''}`}>
          {t(`admin.claims.status.${claim.status}`)}
        </span>
      </header>
      <dl className={`${styles.facts} ${styles.wideLabels}`}>
        <Fact label={t('admin.claims.verifiedEmail')}>
          <a href={`mailto:${claim.email}`} className={styles.link}>
            {claim.email}
          </a>
        </Fact>
        <Fact label={t('admin.claims.phone')}>{claim.phone}</Fact>
        {claim.website && <Fact label={t('admin.claims.website')}>{webLink(claim.website)}</Fact>}
        <Fact label={t('admin.claims.booking')}>
          {t(`admin.claims.bookingMethods.${claim.bookingMethod}`)}
          {claim.externalBookingUrl && <> · {webLink(claim.externalBookingUrl)}</>}
        </Fact>
        <Fact label={t('admin.claims.challenge')}>
          {t(`admin.claims.challenges.${pain.reservationChallenge}`)}
        </Fact>
        <Fact label={t('admin.claims.calls')}>
          {t(`admin.claims.callVolumes.${pain.dailyCallVolume}`)}
        </Fact>
        <Fact label={t('admin.claims.channels')}>
          {list(pain.messageChannels.map((channel) => t(`admin.claims.channelNames.${channel}`)))}
        </Fact>
        <Fact label={t('admin.claims.frustration')}>{pain.biggestFrustration}</Fact>
        <Fact label={t('admin.claims.satisfaction')}>
          {t('admin.claims.outOfTen', { value: pain.techSatisfaction })}
        </Fact>
        <Fact label={t('admin.claims.goals')}>
          {list(claim.selectedGoals.map((goal) => t(`admin.claims.goalNames.${goal}`)))}
        </Fact>
        <Fact label={t('admin.claims.language')}>{languageLabel(t, claim.language)}</Fact>
        <Fact label={t('admin.claims.submitted')}>
          <time dateTime={claim.created_at}>{dateTimeLabel(claim.created_at, i18n.language)}</time>
        </Fact>
        {claim.reviewed_at && (
          <Fact label={t('admin.claims.reviewed')}>
            <time dateTime={claim.reviewed_at}>
              {dateTimeLabel(claim.reviewed_at, i18n.language)}
            </time>
          </Fact>
        )}
        {claim.rejection_reason && (
          <Fact label={t('admin.claims.reason')}>{claim.rejection_reason}</Fact>
        )}
      </dl>
      {claim.files.length > 0 && <ClaimFiles files={claim.files} />}
      {pending && (
        <div className={styles.actions}>
          <ClaimReviewActions claim={claim} onDecided={onDecided} />
        </div>
      )}
    </article>
  );
}
