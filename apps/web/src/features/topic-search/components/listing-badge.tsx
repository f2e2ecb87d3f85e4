/**
 * Where a result stands in the catalogue: saved just now (pending review), listed already (not
 * added twice), or an unclaimed listing its owner may claim.
 */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { Company } from '@tablefor/shared';
import { BadgeCheckIcon } from '@/components/icons/page-icons';
import type { SaveOutcome } from '../lib/past-searches';
import styles from './result-card.module.css';
import '@/i18n/bundles/topic-search-texts';

type ListingBadgeProps = { id: string; company: Company; outcome: SaveOutcome | undefined };

export function ListingBadge({ id, company, outcome }: ListingBadgeProps) {
  const { t } = useTranslation();
  const listedId = outcome?.restaurantId ?? company.listed_restaurant_id;
  const label =
    outcome?.kind === 'created'
      ? t('topicSearch.results.card.saved')
      : outcome?.kind === 'duplicate'
        ? t('topicSearch.results.card.duplicate')
        : t('topicSearch.results.card.alreadyListed');
  return (
    <div className={styles.listing}>
      <span
        id={id}
        className={outcome?.kind === 'created' ? styles.savedBadge : styles.listedBadge}
      >
        <BadgeCheckIcon size={16} />
        {label}
      </span>
      {listedId !== null && (
        <span className={styles.listingLinks}>
          <Link to={`/restaurants/${listedId}`}>{t('topicSearch.results.card.viewListing')}</Link>
          {!outcome && company.listed_restaurant_id !== null && (
            <Link to={`/restaurants/${company.listed_restaurant_id}/claim`}>
              {t('topicSearch.results.card.claim')}
            </Link>
          )}
        </span>
      )}
    </div>
  );
}
