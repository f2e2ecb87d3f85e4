/**
 * The two ways to add restaurants: 'Enter URL' (the wizard) or 'Search Restaurants'
 * (topic search). Shared by both features' pages, so neither loads the other's code for it.
 */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import segmented from '../segmented-control/segmented-control.module.css';
import styles from './create-mode-toggle.module.css';
import '@/i18n/bundles/create-modes-texts';

export type CreateMode = 'url' | 'search';

const modes = [
  { mode: 'url', to: '/create-restaurant' },
  { mode: 'search', to: '/create-restaurant/topic-search' },
] as const;

export function CreateModeToggle({ active }: { active: CreateMode }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('createModes.label')}>
      <ul className={`${segmented.track} ${styles.toggle}`}>
        {modes.map(({ mode, to }) => (
          <li key={mode}>
            <Link
              to={to}
              className={`${segmented.segment} ${styles.item} ${mode === active ? segmented.active : ''}`}
              aria-current={mode === active ? 'page' : undefined}
            >
              {t(`createModes.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
