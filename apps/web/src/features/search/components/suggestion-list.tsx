/** The suggestions listbox: the 'Search: "…"' row, then Locations, Cuisines and Restaurants. */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { cuisineLabel } from '@/lib/listing-terms';
import { MapPinIcon, SearchIcon } from '@/components/icons/icons';
import type { SuggestionGroups, SuggestionOption } from '../lib/suggestion-groups';
import { CuisineIcon, RestaurantIcon } from './search-icons';
import styles from './search-combobox.module.css';

type SuggestionListProps = {
  id: string;
  hidden: boolean;
  grouped: SuggestionGroups;
  active: number;
  optionId: (index: number) => string;
  onPick: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
};

function OptionIcon({ kind }: { kind: SuggestionOption['kind'] }) {
  if (kind === 'location') return <MapPinIcon size={18} />;
  if (kind === 'cuisine') return <CuisineIcon size={18} />;
  if (kind === 'restaurant') return <RestaurantIcon size={18} />;
  return <SearchIcon size={18} />;
}

export function SuggestionList(props: SuggestionListProps) {
  const { id, hidden, grouped, active, optionId, onPick, onHover } = props;
  const { t } = useTranslation();

  const activeId = active >= 0 ? optionId(active) : null;

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const renderOption = (option: SuggestionOption) => {
    const position = grouped.options.indexOf(option);
    return (
      <div
        key={option.id}
        id={optionId(position)}
        role="option"
        aria-selected={position === active}
        aria-label={
          option.kind === 'restaurant' && option.neighborhood
            ? `${option.text}, ${option.neighborhood}`
            : undefined
        }
        className={`${styles.option} ${position === active ? styles.active : ''}`}
        onClick={() => onPick(option)}
        onMouseMove={() => position !== active && onHover(position)}
      >
        <span className={styles.optionIcon}>
          <OptionIcon kind={option.kind} />
        </span>
        <span className={styles.optionText}>
          {option.kind === 'search'
            ? t('search.suggestions.searchFor', { text: option.text })
            : option.kind === 'cuisine'
              ? cuisineLabel(t, option.text)
              : option.text}
          {option.kind === 'restaurant' && option.neighborhood && (
            <span className={styles.optionMeta}>{option.neighborhood}</span>
          )}
        </span>
      </div>
    );
  };

  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search.suggestions.label')}
      className={styles.listbox}
      hidden={hidden}
      // Keeps focus in the text box while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {grouped.search && renderOption(grouped.search)}
      {grouped.groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <div id={`${id}-${group.key}`} role="presentation" className={styles.groupLabel}>
            {t(`search.suggestions.${group.key}`)}
          </div>
          {group.options.map(renderOption)}
        </div>
      ))}
    </div>
  );
}
