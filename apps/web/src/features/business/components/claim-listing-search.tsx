/**
 * The 'Claim your existing listing' path: search the catalogue by name as you type, then open a
 * restaurant's claim flow. Designed states: nothing typed, searching, no match, failed, found.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { SEARCH_TEXT_MAX_LENGTH } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { SearchIcon } from '@/components/icons/icons';
import { BadgeCheckIcon } from '@/components/icons/page-icons';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import '@/i18n/bundles/business-texts';
import { useClaimSearch } from '../api/search-claimable-restaurants';
import styles from './get-started.module.css';

export function ClaimListingSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <section className={styles.card} aria-labelledby="claim-listing-title">
      <span className={styles.cardIcon}>
        <BadgeCheckIcon />
      </span>
      <h2 id="claim-listing-title" className={styles.cardTitle}>
        {t('business.getStarted.claim.title')}
      </h2>
      <p className={styles.cardText}>{t('business.getStarted.claim.text')}</p>
      <div role="search" className={styles.search}>
        <TextField
          type="search"
          label={t('business.getStarted.claim.searchLabel')}
          placeholder={t('business.getStarted.claim.searchPlaceholder')}
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.results} aria-live="polite">
        <ClaimSearchResults text={text} />
      </div>
    </section>
  );
}

function ClaimSearchResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const search = useClaimSearch(text);
  const typed = text.trim();

  if (!typed) {
    return (
      <p className={styles.hint}>
        <SearchIcon size={18} className={styles.noteIcon} />
        {t('business.getStarted.claim.hint')}
      </p>
    );
  }
  if (search.isError && !search.data) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('business.getStarted.claim.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
          {t('business.getStarted.claim.retry')}
        </Button>
      </div>
    );
  }
  if (!search.data) {
    return <Spinner label={t('business.getStarted.claim.searching')} />;
  }

  const { restaurants, total } = search.data;
  const settled = search.q === typed && !search.isPlaceholderData;
  if (restaurants.length === 0) {
    if (!settled) return <Spinner label={t('business.getStarted.claim.searching')} />;
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>
          {t('business.getStarted.claim.noMatchTitle', { query: typed })}
        </p>
        <p>{t('business.getStarted.claim.noMatchText')}</p>
        <Link to="/create-restaurant" className={styles.stateLink}>
          {t('business.getStarted.create.action')} <span aria-hidden="true">→</span>
        </Link>
      </div>
    );
  }

  return (
    <div className={settled ? undefined : styles.stale}>
      <p className={styles.count}>
        {total > restaurants.length
          ? t('business.getStarted.claim.more', { shown: restaurants.length })
          : t('business.getStarted.claim.results', { count: total })}
      </p>
      <ul className={styles.resultList}>
        {restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <Link to={`/restaurants/${restaurant.id}/claim`} className={styles.result}>
              <span className={styles.resultText}>
                <strong className={styles.resultName}>{restaurant.name}</strong>
                <span className={styles.resultMeta}>
                  {[restaurant.neighborhood, restaurant.cuisines].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className={styles.claimPill}>{t('business.getStarted.claim.claim')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
