/** Long text (over 150 characters) shows its start with 'Read more'; short text shows whole. */
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './read-more-text.module.css';

export const READ_MORE_LIMIT = 150;

export function ReadMoreText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > READ_MORE_LIMIT;
  const shown = long && !expanded ? `${text.slice(0, READ_MORE_LIMIT).trimEnd()}…` : text;

  return (
    <div className={styles.wrapper}>
      <p id={id} className={styles.text}>
        {shown}
      </p>
      {long && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('restaurant.overview.readLess') : t('restaurant.overview.readMore')}
        </button>
      )}
    </div>
  );
}
