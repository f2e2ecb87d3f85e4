/** A text field with suggestions under it; a suggestion fills the field with its catalogue value. */
import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/text-field/text-field';
import styles from './suggestion-field.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type SuggestionFieldProps = Parameters<typeof TextField>[0] & {
  value: string;
  suggestions: readonly { value: string; label: string }[];
  onPick: (value: string) => void;
};

export function SuggestionField({ suggestions, onPick, ...field }: SuggestionFieldProps) {
  const { t } = useTranslation();
  const current = field.value.trim().toLowerCase();
  return (
    <div className={styles.wrapper}>
      <TextField {...field} autoComplete="off" />
      <ul
        className={styles.chips}
        aria-label={t('createRestaurant.suggestions.label', { field: field.label })}
      >
        {suggestions.map((suggestion) => (
          <li key={suggestion.value}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={current === suggestion.value.toLowerCase()}
              onClick={() => onPick(suggestion.value)}
            >
              {suggestion.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
