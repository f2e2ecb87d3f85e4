/**
 * Overview: the description (with 'Read more' past 150 characters), the practical details and
 * what the listing says of its accessibility.
 */
import type { RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { AccessibilityDetails } from './accessibility-details';
import { ProfileSection } from './profile-section';
import { ReadMoreText } from './read-more-text';
import { RestaurantDetails } from './restaurant-details';
import styles from './overview-section.module.css';

export function OverviewSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const description = restaurant.description.trim();
  return (
    <ProfileSection id="overview" title={t('restaurant.tabs.overview')}>
      {description ? (
        <ReadMoreText text={description} />
      ) : (
        <p className={styles.muted}>{t('restaurant.overview.noDescription')}</p>
      )}
      <h3 className={styles.detailsTitle}>{t('restaurant.details.title')}</h3>
      <RestaurantDetails restaurant={restaurant} />
      <AccessibilityDetails restaurant={restaurant} />
    </ProfileSection>
  );
}
