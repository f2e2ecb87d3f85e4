/**
 * The listings the account created that an administrator has not approved: each with its review
 * state ('Waiting for review', or 'Not approved' with the administrator's reason) and what happens
 * next. Alone on the console while the account manages no restaurant, above the book otherwise.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { ListingInReview } from '@tablefor/shared';
import { ButtonLink } from '@/components/button/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatLongDate } from '../lib/console-dates';
import { ConsoleSection } from './console-section';
import styles from './listings-in-review.module.css';
import '@/i18n/bundles/owner-console-texts';

function ListingInReviewItem({ listing }: { listing: ListingInReview }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const rejected = listing.status === 'rejected';
  return (
    <li>
      <article aria-labelledby={nameId} className={styles.item}>
        <div className={styles.head}>
          <h3 id={nameId} className={styles.name}>
            {listing.name}
          </h3>
          <span className={`${styles.state} ${rejected ? styles.rejected : styles.pending}`}>
            {t(`ownerConsole.inReview.${listing.status}`)}
          </span>
        </div>
        <p className={styles.meta}>
          {listing.neighborhood && <span>{listing.neighborhood}</span>}
          <span>
            {t('ownerConsole.inReview.sent', {
              date: formatLongDate(listing.created_at.slice(0, 10), i18n.language),
            })}
          </span>
        </p>
        {rejected && listing.rejection_reason && (
          <figure className={styles.reason}>
            <figcaption className={styles.reasonLabel}>
              {t('ownerConsole.inReview.reasonLabel')}
            </figcaption>
            <blockquote className={styles.reasonText}>{listing.rejection_reason}</blockquote>
          </figure>
        )}
        <p className={styles.next}>
          {t(rejected ? 'ownerConsole.inReview.rejectedNext' : 'ownerConsole.inReview.pendingNext')}
        </p>
        <Link
          className={styles.link}
          to={`/restaurants/${listing.id}`}
          aria-label={t('ownerConsole.inReview.viewLabel', { name: listing.name })}
        >
          {t('ownerConsole.inReview.view')}
        </Link>
      </article>
    </li>
  );
}

export function ListingsInReview({ listings }: { listings: ListingInReview[] }) {
  const { t } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <ConsoleSection
      title={t('ownerConsole.inReview.heading')}
      intro={t('ownerConsole.inReview.intro')}
    >
      <ul className={styles.list}>
        {listings.map((listing) => (
          <ListingInReviewItem key={listing.id} listing={listing} />
        ))}
      </ul>
    </ConsoleSection>
  );
}

/** The console of an account whose only listings are still in review. */
export function ListingsInReviewPage({ listings }: { listings: ListingInReview[] }) {
  const { t } = useTranslation();
  const title = t('ownerConsole.inReview.pageTitle', { count: listings.length });
  return (
    <div className={styles.page}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <header className={styles.pageHead}>
        <p className={styles.eyebrow}>{t('ownerConsole.eyebrow')}</p>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.pageText}>{t('ownerConsole.inReview.pageText')}</p>
      </header>
      <ListingsInReview listings={listings} />
      <div className={styles.pageActions}>
        <ButtonLink to="/create-restaurant" variant="secondary">
          {t('ownerConsole.inReview.addAnother')}
        </ButtonLink>
        <ButtonLink to="/business" variant="ghost">
          {t('ownerConsole.empty.learnMore')}
        </ButtonLink>
      </div>
    </div>
  );
}
