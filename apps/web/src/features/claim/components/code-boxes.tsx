/**
 * Six single-character boxes for the e-mailed code: a digit moves focus on, Backspace on an empty
 * box moves back (and clears it), arrows move, and a pasted code fills every box.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CLAIM_CODE_LENGTH } from '@tablefor/shared';
import styles from './verification.module.css';

type CodeBoxesProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
};

/** What was typed into a box besides the character it held (before or after it). */
function typedBeside(raw: string, held: string): string {
  if (!held || raw.length <= held.length) return raw;
  if (raw.startsWith(held)) return raw.slice(held.length);
  return raw.endsWith(held) ? raw.slice(0, -held.length) : raw;
}

export function CodeBoxes({ digits, onChange, invalid, describedBy, disabled }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    boxes.current[Math.min(Math.max(index, 0), CLAIM_CODE_LENGTH - 1)]?.focus();

  function set(index: number, value: string) {
    const next = [...digits];
    next[index] = value;
    onChange(next);
  }

  function type(index: number, raw: string) {
    if (raw === '') return set(index, '');
    const typed = raw.replace(/\D/g, '');
    // A whole code at once (the phone's one-time-code autofill) fills every box.
    if (typed.length === CLAIM_CODE_LENGTH) return fill(typed, 0);
    // A letter changes nothing; a digit typed into a full box replaces the one there.
    const digit = typedBeside(raw, digits[index] ?? '')
      .replace(/\D/g, '')
      .slice(-1);
    if (!digit) return;
    set(index, digit);
    focus(index + 1);
  }

  function fill(text: string, from = 0) {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, CLAIM_CODE_LENGTH - from)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focus(from + incoming.length);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      if (index > 0) {
        set(index - 1, '');
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    // A whole code fills every box, wherever it is pasted; a part fills on from this box.
    const text = event.clipboardData.getData('text');
    fill(text, text.replace(/\D/g, '').length >= CLAIM_CODE_LENGTH ? 0 : index);
  }

  return (
    <div className={styles.codeBoxes}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={`${styles.codeBox} ${invalid ? styles.codeBoxInvalid : ''}`}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={CLAIM_CODE_LENGTH}
          aria-label={t('claim.verification.digitLabel', {
            n: index + 1,
            length: CLAIM_CODE_LENGTH,
          })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => type(index, event.target.value.slice(-CLAIM_CODE_LENGTH))}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
