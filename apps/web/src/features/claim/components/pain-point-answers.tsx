/** Step 3's answer inputs: a single choice, the text answer with its counter, and the slider. */
import { useTranslation } from '@/i18n/use-translation';
import { CLAIM_SATISFACTION_RANGE, CLAIM_TEXT_ANSWER_MAX_LENGTH } from '@tablefor/shared';
import frame from './claim-step.module.css';
import styles from './pain-points.module.css';

type OptionsProps<T extends string> = {
  name: string;
  options: readonly T[];
  label: (value: T) => string;
  selected: string | null;
  onChoose: (value: T) => void;
};

export function Options<T extends string>({
  name,
  options,
  label,
  selected,
  onChoose,
}: OptionsProps<T>) {
  return (
    <div className={styles.optionList}>
      {options.map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={selected === value}
            onChange={() => onChoose(value)}
          />
          <span>{label(value)}</span>
        </label>
      ))}
    </div>
  );
}

type TextAnswerProps = { value: string; onChange: (value: string) => void; errorId?: string };

export function TextAnswer({ value, onChange, errorId }: TextAnswerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.textAnswer}>
      <textarea
        className={styles.textarea}
        aria-label={t('claim.painPoints.questions.biggestFrustration')}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={`frustration-count${errorId ? ` ${errorId}` : ''}`}
        placeholder={t('claim.painPoints.frustrationPlaceholder')}
        maxLength={CLAIM_TEXT_ANSWER_MAX_LENGTH}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="frustration-count" className={frame.hint}>
        {t('claim.painPoints.characters', {
          count: value.length,
          max: CLAIM_TEXT_ANSWER_MAX_LENGTH,
        })}
      </p>
    </div>
  );
}

export function SatisfactionSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const shown = t('claim.painPoints.satisfactionValue', {
    value,
    max: CLAIM_SATISFACTION_RANGE.max,
  });
  return (
    <div className={styles.slider}>
      <input
        type="range"
        min={CLAIM_SATISFACTION_RANGE.min}
        max={CLAIM_SATISFACTION_RANGE.max}
        step={1}
        value={value}
        aria-label={t('claim.painPoints.questions.techSatisfaction')}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={styles.sliderScale} aria-hidden="true">
        <span>{t('claim.painPoints.satisfactionLow')}</span>
        <strong>{shown}</strong>
        <span>{t('claim.painPoints.satisfactionHigh')}</span>
      </div>
    </div>
  );
}
