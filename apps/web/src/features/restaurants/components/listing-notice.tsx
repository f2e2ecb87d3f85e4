/**
 * The top of an unpublished listing's page: 'Pending review' (with Approve and Reject for an
 * administrator) or 'Not approved' with the reason; then 'Listing approved' once an administrator
 * approves it here. The admin buttons load with the admin feature, only for administrators.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantDetail } from '@tablefor/shared';
import { isAdminUser, useSession } from '@/lib/session';
import { unpublishedState } from '../listing-review-state';
import styles from './listing-notice.module.css';

const ListingReviewActions = lazy(() =>
  import('@/features/admin').then((m) => ({ default: m.ListingReviewActions })),
);

type Tone = 'pending' | 'rejected' | 'approved';

function NoticeIcon({ tone }: { tone: Tone }) {
  const paths: Record<Tone, string> = {
    pending: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
    rejected: 'm15 9-6 6m0-6 6 6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
    approved: 'm8 12 3 3 5-6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[tone]} />
    </svg>
  );
}

export function ListingNotice({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [approvedHere, setApprovedHere] = useState(false);
  const state = unpublishedState(restaurant);
  const isAdmin = isAdminUser(user);

  if (state === 'pending_review') {
    return (
      <section className={`${styles.notice} ${styles.pending}`} aria-labelledby="listing-notice">
        <NoticeIcon tone="pending" />
        <div className={styles.body}>
          <h2 id="listing-notice" className={styles.title}>
            {t('restaurant.listing.pendingTitle')}
          </h2>
          <p className={styles.text}>
            {isAdmin
              ? t('restaurant.listing.pendingTextAdmin')
              : t('restaurant.listing.pendingText')}
          </p>
          {isAdmin && (
            <Suspense fallback={null}>
              <div className={styles.actions}>
                <ListingReviewActions
                  listing={restaurant}
                  onApproved={() => setApprovedHere(true)}
                  size="md"
                />
              </div>
            </Suspense>
          )}
        </div>
      </section>
    );
  }
  if (state === 'rejected') {
    const reason = restaurant.listing?.rejection_reason;
    return (
      <section className={`${styles.notice} ${styles.rejected}`} aria-labelledby="listing-notice">
        <NoticeIcon tone="rejected" />
        <div className={styles.body}>
          <h2 id="listing-notice" className={styles.title}>
            {t('restaurant.listing.rejectedTitle')}
          </h2>
          <p className={styles.text}>{t('restaurant.listing.rejectedText')}</p>
          {reason && (
            <figure className={styles.reason}>
              <figcaption className={styles.reasonLabel}>
                {t('restaurant.listing.reasonLabel')}
              </figcaption>
              <blockquote className={styles.reasonText}>{reason}</blockquote>
            </figure>
          )}
        </div>
      </section>
    );
  }
  if (approvedHere) {
    return (
      <section
        className={`${styles.notice} ${styles.approved}`}
        aria-labelledby="listing-notice"
        role="status"
      >
        <NoticeIcon tone="approved" />
        <div className={styles.body}>
          <h2 id="listing-notice" className={styles.title}>
            {t('restaurant.listing.approvedTitle')}
          </h2>
          <p className={styles.text}>{t('restaurant.listing.approvedText')}</p>
        </div>
      </section>
    );
  }
  return null;
}
