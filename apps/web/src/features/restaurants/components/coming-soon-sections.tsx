/** Experiences and Menu: designed 'coming soon' states until restaurants publish them. */
import type { RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { ProfileSection, SectionEmpty } from './profile-section';
import styles from './media-sections.module.css';

export function ExperiencesSection() {
  const { t } = useTranslation();
  return (
    <ProfileSection id="experiences" title={t('restaurant.tabs.experiences')}>
      <SectionEmpty
        title={t('restaurant.experiences.empty')}
        text={t('restaurant.experiences.text')}
      />
    </ProfileSection>
  );
}

export function MenuSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const website = /^https?:\/\//.test(restaurant.website) ? restaurant.website : null;
  return (
    <ProfileSection id="menu" title={t('restaurant.tabs.menu')}>
      <SectionEmpty title={t('restaurant.menu.empty')} text={t('restaurant.menu.text')} />
      {website && (
        <a href={website} target="_blank" rel="noopener noreferrer" className={styles.menuLink}>
          {t('restaurant.menu.website')}
          <span className="visually-hidden"> {t('restaurant.details.newTab')}</span>
        </a>
      )}
    </ProfileSection>
  );
}
