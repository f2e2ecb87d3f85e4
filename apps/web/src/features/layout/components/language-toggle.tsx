/** The 'EN' / 'ES' label in the top bar; clicking switches to the next of the product's languages. */
import { useTranslation } from '@/i18n/use-translation';
import { GlobeIcon } from '@/components/icons/icons';
import { currentLanguage, languages, setLanguage } from '@/i18n/i18n';
import styles from './top-bar.module.css';

export function LanguageToggle() {
  const { t } = useTranslation();
  const next = languages[(languages.indexOf(currentLanguage()) + 1) % languages.length] ?? 'en';
  return (
    <button
      type="button"
      className={styles.utilityButton}
      aria-label={t('topBar.switchLanguage')}
      onClick={() => void setLanguage(next)}
    >
      <GlobeIcon size={16} />
      {t('topBar.languageLabel')}
    </button>
  );
}
