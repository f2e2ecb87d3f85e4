/** The filter row of the results page; on narrow screens it folds behind a 'Filters' button. */
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { SearchState } from '../lib/search-params';
import { FilterSelects, type FilterKey } from './filter-selects';
import { FilterIcon } from './search-icons';
import styles from './results-toolbar.module.css';

const FILTER_KEYS: FilterKey[] = ['cuisine', 'location', 'priceRange', 'diningStyle'];

type ResultsFiltersProps = {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
};

export function ResultsFilters({ state, onChange }: ResultsFiltersProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active =
    FILTER_KEYS.filter((key) => state[key] !== '').length + (state.accessibleEntrance ? 1 : 0);

  return (
    <div className={styles.filters}>
      <div className={styles.filterBar}>
        <button
          type="button"
          className={styles.filterToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <FilterIcon size={18} />
          {t('search.filters.show')}
          {active > 0 && <span className={styles.badge}>{active}</span>}
        </button>
        {active > 0 && (
          <button
            type="button"
            className={styles.clear}
            onClick={() =>
              onChange({
                cuisine: '',
                location: '',
                priceRange: '',
                diningStyle: '',
                accessibleEntrance: false,
              })
            }
          >
            {t('search.filters.clear')}
          </button>
        )}
      </div>
      <div id={panelId} className={`${styles.filterPanel} ${open ? styles.open : ''}`}>
        <FilterSelects
          className={styles.filterSelects}
          value={state}
          onChange={(key, value) => onChange({ [key]: value })}
        />
        <label className={styles.filterCheck}>
          <input
            type="checkbox"
            checked={state.accessibleEntrance === true}
            onChange={(event) => onChange({ accessibleEntrance: event.target.checked })}
          />
          {t('search.filters.accessibleEntrance')}
        </label>
      </div>
    </div>
  );
}
