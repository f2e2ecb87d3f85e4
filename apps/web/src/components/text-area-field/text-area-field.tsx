/**
 * A labelled multi-line field, laid out like TextField: the hint, then the error tied to it for
 * screen readers; optionally a live character count beside the error.
 */
import { useId, type TextareaHTMLAttributes } from 'react';
import styles from '../field/field.module.css';
import own from './text-area-field.module.css';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  /** 'n of max characters', marked when the text is too long. */
  counter?: { text: string; over: boolean };
};

export function TextAreaField({
  label,
  error,
  hint,
  counter,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.control} ${own.textarea} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {(error || counter) && (
        <div className={own.under}>
          {error && (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          )}
          {counter && (
            <p id={counterId} className={`${own.counter} ${counter.over ? own.over : ''}`}>
              {counter.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
