/**
 * The landing page's search panel: the text box with suggestions, the four filters and 'Let's Go'.
 * Clicking anywhere outside the panel clears the typed text.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { useClickOutside } from '../hooks/use-click-outside';
import { searchResultsUrl, type SearchFilters } from '../lib/search-params';
import type { SuggestionOption } from '../lib/suggestion-groups';
import { FilterSelects } from './filter-selects';
import { SearchCombobox } from './search-combobox';
import styles from './home-search-panel.module.css';

const noFilters = { cuisine: '', location: '', priceRange: '', diningStyle: '' };

/** Where a picked suggestion leads: a filtered search, or the restaurant's own page. */
export function suggestionUrl(option: SuggestionOption, filters: Partial<SearchFilters> = {}) {
  switch (option.kind) {
    case 'restaurant':
      return `/restaurants/${option.restaurantId}`;
    case 'location':
      return searchResultsUrl({ location: option.text });
    case 'cuisine':
      return searchResultsUrl({ cuisine: option.text });
    default:
      return searchResultsUrl({ ...filters, searchInput: option.text });
  }
}

export function HomeSearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [filters, setFilters] = useState(noFilters);

  useClickOutside(formRef, () => setText(''), text !== '');

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(searchResultsUrl({ ...filters, searchInput: text }));
  }

  return (
    <section className={styles.panel} aria-labelledby="home-search-title">
      <h2 id="home-search-title" className={styles.title}>
        {t('search.title')}
      </h2>
      <form ref={formRef} className={styles.form} role="search" onSubmit={submit}>
        <div className={styles.search}>
          <SearchCombobox
            value={text}
            onChange={setText}
            onSelect={(option) => void navigate(suggestionUrl(option, filters))}
          />
        </div>
        <FilterSelects
          className={styles.filters}
          value={filters}
          onChange={(key, value) => setFilters((current) => ({ ...current, [key]: value }))}
        />
        <Button type="submit" size="lg" className={styles.submit}>
          {t('search.submit')}
        </Button>
      </form>
    </section>
  );
}
