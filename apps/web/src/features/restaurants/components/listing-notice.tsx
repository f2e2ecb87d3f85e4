/**
 * The top of an unpublished listing's page: 'Pending review' (with Approve and Reject for an
 * administrator) or 'Not approved' with the reason; then 'Listing approved' once an administrator
 * approves it here. The admin buttons load with the admin feature, only for administrators.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
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

type NoticeBoxProps = {
  tone: Tone;
  title: string;
  text: string;
  /** Announced when it appears: the approval made here. */
  live?: boolean;
  children?: ReactNode;
};

function NoticeBox({ tone, title, text, live = false, children }: NoticeBoxProps) {
  return (
    <section
      className={`${styles.notice} ${styles[tone]}`}
      aria-labelledby="listing-notice"
      role={live ? 'status' : undefined}
    >
      <NoticeIcon tone={tone} />
      <div className={styles.body}>
        <h2 id="listing-notice" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </section>
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
      <NoticeBox
        tone="pending"
        title={t('restaurant.listing.pendingTitle')}
        text={
          isAdmin ? t('restaurant.listing.pendingTextAdmin') : t('restaurant.listing.pendingText')
        }
      >
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
      </NoticeBox>
    );
  }
  if (state === 'rejected') {
    const reason = restaurant.listing?.rejection_reason;
    return (
      <NoticeBox
        tone="rejected"
        title={t('restaurant.listing.rejectedTitle')}
        text={t('restaurant.listing.rejectedText')}
      >
        {reason && (
          <figure className={styles.reason}>
            <figcaption className={styles.reasonLabel}>
              {t('restaurant.listing.reasonLabel')}
            </figcaption>
            <blockquote className={styles.reasonText}>{reason}</blockquote>
          </figure>
        )}
      </NoticeBox>
    );
  }
  if (approvedHere) {
    return (
      <NoticeBox
        tone="approved"
        title={t('restaurant.listing.approvedTitle')}
        text={t('restaurant.listing.approvedText')}
        live
      />
    );
  }
  return null;
}
