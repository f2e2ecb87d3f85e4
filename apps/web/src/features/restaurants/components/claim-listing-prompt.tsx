/** Under a published listing: the way for its owner to claim it (/restaurants/{id}/claim). */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import styles from './claim-listing-prompt.module.css';

export function ClaimListingPrompt({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.prompt} aria-labelledby="claim-listing-prompt">
      <p id="claim-listing-prompt" className={styles.question}>
        {t('restaurant.claimPrompt.question')}
      </p>
      <p className={styles.text}>{t('restaurant.claimPrompt.text')}</p>
      <Link className={styles.link} to={`/restaurants/${restaurantId}/claim`}>
        {t('restaurant.claimPrompt.link')}
      </Link>
    </aside>
  );
}
