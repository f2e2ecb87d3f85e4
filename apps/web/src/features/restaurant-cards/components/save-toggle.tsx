/** The heart on a card: signed out it opens sign-in; signed in it saves or unsaves at once. */
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useToggleSaved } from '../api/use-toggle-saved';
import { HeartIcon } from './heart-icon';
import styles from './restaurant-card.module.css';

export function SaveToggle({ restaurantId, name }: { restaurantId: number; name: string }) {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const { saved, signedIn, pending, toggle } = useToggleSaved(restaurantId);

  return (
    <button
      type="button"
      className={`${styles.save} ${saved ? styles.saved : ''}`}
      aria-label={t('cards.save', { name })}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!signedIn) open('sign-in');
        else if (!pending) toggle();
      }}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
