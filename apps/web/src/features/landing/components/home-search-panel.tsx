/**
 * SLOT: the home search panel. A later issue replaces this with the full panel (filters and
 * suggestions); for now the free-text box sends the visitor to /search-results?searchInput=…
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { SearchIcon } from '@/components/icons/icons';
import styles from './home-search-panel.module.css';

export function HomeSearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const params = new URLSearchParams({ searchInput: text.trim() });
    void navigate(`/search-results?${params.toString()}`);
  }

  return (
    <section className={styles.panel} aria-labelledby="home-search-title">
      <h2 id="home-search-title" className={styles.title}>
        {t('homeSearch.title')}
      </h2>
      <form className={styles.form} role="search" onSubmit={submit}>
        <label htmlFor="home-search-input" className="visually-hidden">
          {t('homeSearch.label')}
        </label>
        <div className={styles.inputWrap}>
          <SearchIcon size={20} className={styles.icon} />
          <input
            id="home-search-input"
            className={styles.input}
            type="search"
            placeholder={t('homeSearch.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg">
          {t('homeSearch.submit')}
        </Button>
      </form>
    </section>
  );
}
