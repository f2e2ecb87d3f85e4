/**
 * Accessibility: the features the listing states (a checked list) and its note; nothing when it
 * states none.
 */
import {
  ACCESSIBILITY_FEATURES,
  statesAccessibility,
  type RestaurantDetail,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import styles from './accessibility-details.module.css';

export function AccessibilityDetails({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const { accessibility } = restaurant;
  if (!statesAccessibility(accessibility)) return null;
  const stated = ACCESSIBILITY_FEATURES.filter(({ key }) => accessibility[key]);
  return (
    <section aria-labelledby="accessibility-heading">
      <h3 id="accessibility-heading" className={styles.title}>
        {t('accessibility.heading')}
      </h3>
      {stated.length > 0 && (
        <ul className={styles.features}>
          {stated.map(({ key }) => (
            <li key={key} className={styles.feature}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
              {t(`accessibility.features.${key}`)}
            </li>
          ))}
        </ul>
      )}
      {accessibility.note && <p className={styles.note}>{accessibility.note}</p>}
    </section>
  );
}
