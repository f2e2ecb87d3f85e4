/**
 * The free-text box with suggestions as you type (ARIA combobox + listbox): arrow keys move
 * through the options, Enter picks one (or submits the form), Escape closes, then clears.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { SearchIcon } from '@/components/icons/icons';
import { useSuggestions } from '../api/get-suggestions';
import { useIsNarrow } from '../hooks/use-is-narrow';
import {
  NARROW_GROUP_LIMIT,
  WIDE_GROUP_LIMIT,
  groupSuggestions,
  type SuggestionOption,
} from '../lib/suggestion-groups';
import { SuggestionList } from './suggestion-list';
import styles from './search-combobox.module.css';

type SearchComboboxProps = {
  value: string;
  onChange: (value: string) => void;
  onSelect: (option: SuggestionOption) => void;
  size?: 'md' | 'lg';
};

export function SearchCombobox({ value, onChange, onSelect, size = 'lg' }: SearchComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const limit = useIsNarrow() ? NARROW_GROUP_LIMIT : WIDE_GROUP_LIMIT;
  const suggestions = useSuggestions(open ? value : '');
  const grouped = groupSuggestions(value, suggestions.data, limit);
  const expanded = open && grouped.options.length > 0;
  const count = grouped.options.length;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(option: SuggestionOption) {
    close();
    onSelect(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + count + (index < 0 && step < 0 ? 1 : 0)) % count);
    } else if (event.key === 'Enter') {
      const option = expanded ? grouped.options[active] : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      } else {
        close();
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        onChange('');
      }
    }
  }

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        id={`${id}-input`}
        className={`${styles.input} ${size === 'md' ? styles.medium : ''}`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <SuggestionList
        id={listId}
        hidden={!expanded}
        grouped={grouped}
        active={active}
        optionId={optionId}
        onPick={pick}
        onHover={setActive}
      />
    </div>
  );
}
