/**
 * A list's search field: the list follows what is typed after a short pause (or at once on Enter),
 * and the field follows the list's search when it changes from outside (Back, 'Clear search').
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/icons/icons';
import styles from './search-box.module.css';

export const SEARCH_DELAY_MS = 300;

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
};

export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last search this box sent: its echo in `value` must not overwrite what is being typed.
  const sent = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  function commit(next: string) {
    window.clearTimeout(timer.current);
    const search = next.trim();
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search);
  }

  function change(next: string) {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(next), SEARCH_DELAY_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    commit(text);
  }

  return (
    <form role="search" className={styles.box} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => change(event.target.value)}
      />
    </form>
  );
}
