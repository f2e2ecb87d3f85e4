/**
 * One found restaurant, chosen with its checkbox (or a click anywhere on the card that is not a
 * link): name, cuisine and price, the match score, rating only when a source states one, its
 * facts, what it does not state, its sources, and whether it is listed or saved. One the
 * catalogue lists already cannot be chosen: its checkbox is disabled, described by 'Already
 * listed' beside the link to its listing.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Company } from '@tablefor/shared';
import { StarIcon } from '@/components/icons/icons';
import { httpUrl, sourceLabel } from '../lib/company-display';
import { isSelectable } from '../hooks/use-result-selection';
import type { SaveOutcome } from '../lib/past-searches';
import { ListingBadge } from './listing-badge';
import { ResultDetails } from './result-details';
import styles from './result-card.module.css';
import '@/i18n/bundles/topic-search-texts';

type ResultCardProps = {
  company: Company;
  checkboxId: string;
  selected: boolean;
  outcome: SaveOutcome | undefined;
  onToggle: () => void;
};

const CONTROLS = 'a, button, input, label, select, summary, textarea';

export function ResultCard({ company, checkboxId, selected, outcome, onToggle }: ResultCardProps) {
  const { t, i18n } = useTranslation();
  const badgeId = `${checkboxId}-status`;
  const percent = Math.round(company.relevance_score * 100);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const kind = [company.cuisine_type, company.price_range].filter(Boolean).join(' · ');
  const hasBadge = outcome !== undefined || company.listed_restaurant_id !== null;
  const selectable = isSelectable(company);

  // A click on the card's surface chooses it too; its links and the checkbox keep their own.
  function onCardClick(event: MouseEvent<HTMLElement>) {
    if (!selectable || (event.target as Element).closest(CONTROLS)) return;
    if (window.getSelection()?.toString()) return;
    onToggle();
  }

  return (
    <article
      className={`${styles.card} ${selected ? styles.selected : ''} ${selectable ? '' : styles.unselectable}`}
      aria-labelledby={`${checkboxId}-name`}
      onClick={onCardClick}
    >
      <div className={styles.top}>
        <input
          id={checkboxId}
          type="checkbox"
          className={styles.check}
          checked={selected && selectable}
          disabled={!selectable}
          onChange={onToggle}
          aria-describedby={hasBadge ? badgeId : undefined}
        />
        <h3 id={`${checkboxId}-name`} className={styles.name}>
          <label htmlFor={checkboxId}>{company.name}</label>
        </h3>
        <span className={styles.match} title={t('topicSearch.results.card.matchHint')}>
          {t('topicSearch.results.card.match', { percent })}
        </span>
      </div>
      {(kind || company.rating !== null) && (
        <p className={styles.kind}>
          {kind}
          {company.rating !== null && (
            <span className={styles.rating}>
              <StarIcon size={16} className={styles.star} />
              {t('topicSearch.results.card.rating', { rating: number.format(company.rating) })}
              {company.reviews_count !== null &&
                ` ${t('topicSearch.results.card.reviews', { count: company.reviews_count })}`}
            </span>
          )}
        </p>
      )}
      {hasBadge && <ListingBadge id={badgeId} company={company} outcome={outcome} />}
      {company.description && <p className={styles.description}>{company.description}</p>}
      <ResultDetails company={company} />
      {company.unknown_filters.length > 0 && (
        <ul className={styles.unknown}>
          {company.unknown_filters.map((filter) => (
            <li key={filter}>{t(`topicSearch.results.card.unknown.${filter}`)}</li>
          ))}
        </ul>
      )}
      <Sources urls={company.source_urls} names={company.source_names ?? {}} />
    </article>
  );
}

type SourcesProps = { urls: readonly string[]; names: Readonly<Record<string, string>> };

/** Each source by its name (a listing's, a page's title), else its host: never its whole address. */
function Sources({ urls, names }: SourcesProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sources}>
      <span className={styles.sourcesLabel}>{t('topicSearch.results.card.sources')}</span>
      <ul>
        {urls.map((url) => {
          const href = httpUrl(url);
          return (
            <li key={url}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" title={href}>
                  {sourceLabel(href, names[url])}
                </a>
              ) : (
                url
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
