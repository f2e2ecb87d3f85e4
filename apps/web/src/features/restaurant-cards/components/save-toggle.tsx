/**
 * The save heart: on a card's photo (`icon`) or as a labelled button on the restaurant page
 * (`button`). Signed out it opens sign-in; signed in it saves or unsaves at once.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { SavedRestaurantSummary } from '@tablefor/shared';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useToggleSaved } from '../api/use-toggle-saved';
import { HeartIcon } from './heart-icon';
import styles from './restaurant-card.module.css';
import buttonStyles from './save-toggle.module.css';

type SaveToggleProps = {
  restaurantId: number;
  name: string;
  variant?: 'icon' | 'button';
  /** What the saved list shows for it, so a save appears there before the list refetches. */
  summary?: SavedRestaurantSummary;
};

export function SaveToggle({ restaurantId, name, variant = 'icon', summary }: SaveToggleProps) {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const { saved, signedIn, checking, pending, toggle } = useToggleSaved(restaurantId, summary);
  const className =
    variant === 'icon'
      ? `${styles.save} ${saved ? styles.saved : ''}`
      : `${buttonStyles.button} ${saved ? buttonStyles.saved : ''}`;

  return (
    <button
      type="button"
      className={className}
      aria-label={t('cards.save', { name })}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      // Until the session is known the heart keeps its place but shows no state.
      style={checking ? { visibility: 'hidden' } : undefined}
      onClick={() => {
        if (checking) return;
        if (!signedIn) open('sign-in');
        else if (!pending) toggle();
      }}
    >
      <HeartIcon filled={saved} size={variant === 'icon' ? 20 : 18} />
      {variant === 'button' && (
        <span aria-hidden="true">{saved ? t('saved.savedButton') : t('saved.saveButton')}</span>
      )}
    </button>
  );
}
