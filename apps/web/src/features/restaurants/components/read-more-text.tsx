/**
 * Long text (over 150 characters) shows its start with 'Read more', cut at the last whole word that
 * fits; short text shows whole.
 */
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './read-more-text.module.css';

export const READ_MORE_LIMIT = 150;

export function ReadMoreText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > READ_MORE_LIMIT;
  const shown = long && !expanded ? `${wholeWordsWithin(text, READ_MORE_LIMIT)}…` : text;

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

/**
 * The text's start up to `limit` characters, ending on a whole word and without trailing
 * punctuation; a single word longer than the limit is cut where it must be.
 */
export function wholeWordsWithin(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  // The limit falls between words when the next character is a space or punctuation.
  const endsOnWord = /[\s\p{P}]/u.test(text.charAt(limit));
  const lastSpace = head.search(/\s\S*$/);
  const cut = endsOnWord ? head : lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return cut.replace(/[\s,;:.\-–—]+$/u, '');
}
