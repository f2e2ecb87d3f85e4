/** The results page's search bar: date, time, party size, the text box and 'Find a table'. */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { DEFAULT_TIME_ZONE, PARTY_SIZES, restaurantToday } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Select } from '@/components/select/select';
import { dateOptions, timeOptions } from '../lib/search-options';
import type { SearchState } from '../lib/search-params';
import type { SuggestionOption } from '../lib/suggestion-groups';
import { SearchCombobox } from './search-combobox';
import styles from './search-bar.module.css';

type SearchBarProps = {
  state: SearchState;
  onSearch: (patch: Partial<SearchState>) => void;
};

export function SearchBar({ state, onSearch }: SearchBarProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [date, setDate] = useState(state.date);
  const [time, setTime] = useState(state.time);
  const [partySize, setPartySize] = useState(state.partySize);
  const [text, setText] = useState(state.searchInput);
  const today = restaurantToday(DEFAULT_TIME_ZONE);
  const dates = useMemo(
    () => dateOptions(today, i18n.language, t('search.bar.today')),
    [today, i18n.language, t],
  );
  const when = { date, time, partySize };

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...when, searchInput: text });
  }

  function pick(option: SuggestionOption) {
    if (option.kind === 'restaurant') void navigate(`/restaurants/${option.restaurantId}`);
    else if (option.kind === 'location')
      onSearch({ ...when, searchInput: '', location: option.text });
    else if (option.kind === 'cuisine')
      onSearch({ ...when, searchInput: '', cuisine: option.text });
    else onSearch({ ...when, searchInput: option.text });
  }

  return (
    <form className={styles.bar} role="search" aria-label={t('search.bar.label')} onSubmit={submit}>
      <div className={styles.when}>
        <Select
          label={t('search.bar.date')}
          hideLabel
          value={date}
          onChange={(event) => setDate(event.target.value)}
          options={dates}
        />
        <Select
          label={t('search.bar.time')}
          hideLabel
          value={time}
          onChange={(event) => setTime(event.target.value)}
          options={timeOptions(i18n.language)}
        />
        <Select
          label={t('search.bar.partySize')}
          hideLabel
          value={String(partySize)}
          onChange={(event) => setPartySize(Number(event.target.value))}
          options={PARTY_SIZES.map((size) => ({
            value: String(size),
            label: t('search.bar.people', { count: size }),
          }))}
        />
      </div>
      <SearchCombobox value={text} onChange={setText} onSelect={pick} size="md" />
      <Button type="submit" className={styles.submit}>
        {t('search.bar.submit')}
      </Button>
    </form>
  );
}
