/** A list's filter as a segmented group of toggle buttons, styled like the dashboard's views. */
import segmented from '@/components/segmented-control/segmented-control.module.css';
import styles from './view-switch.module.css';

type FilterSwitchProps<T extends string> = {
  label: string;
  options: readonly T[];
  value: T;
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
  /** The user's own shape (how many columns its choices take on a phone). */
  className?: string;
};

export function FilterSwitch<T extends string>({
  label,
  options,
  value,
  optionLabel,
  onChange,
  className = '',
}: FilterSwitchProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`${segmented.track} ${styles.switch} ${styles.filter} ${className}`}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`${segmented.segment} ${styles.item} ${styles.compact} ${option === value ? segmented.active : ''}`}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
