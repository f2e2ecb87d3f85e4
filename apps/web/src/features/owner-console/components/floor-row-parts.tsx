/** Pieces every list of the floor editor uses: a row's remove button, a list's add button, focus. */
import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import { PlusIcon } from '@/components/icons/page-icons';
import { Button } from '@/components/button/button';
import styles from './floor-editor.module.css';

/** An icon button named for what it removes ('Remove table 12'). */
export function RemoveRowButton({
  label,
  onClick,
  disabled,
  describedBy,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <CloseIcon size={18} />
    </button>
  );
}

export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} className={styles.add}>
      <PlusIcon size={16} />
      {children}
    </Button>
  );
}

/** A ref for a new row: its first field takes the focus once, when `focus` is set. */
export function useFocusWhen<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focus]);
  return ref;
}
