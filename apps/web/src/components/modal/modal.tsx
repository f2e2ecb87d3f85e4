/**
 * The app's one dialog, on the native <dialog> opened with showModal(): the browser puts it in the
 * top layer, makes the page behind it inert and gives it the dialog role. Escape and a click on
 * the backdrop close it, Tab stays inside it and focus returns to the opener.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CloseIcon } from '../icons/icons';
import { focusableIn } from './focusable';
import styles from './modal.module.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  description?: string;
  size?: 'sm' | 'md';
};

export function Modal({ title, onClose, children, description, size = 'sm' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Before the first paint, so the closed element never shows in the page's flow.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    const opener = document.activeElement as HTMLElement | null;
    // The page behind the dialog stops scrolling while it is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // The first field, rather than the close button, so a form can be typed into at once.
    const initial =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.querySelector<HTMLElement>('input:not([disabled]), select, textarea') ??
      focusableIn(panel)[0];
    (initial ?? panel).focus();
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      // The dialog leaves the page when its owner unmounts it, so the browser's own return of
      // focus does not happen: the opener gets it back here.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={styles.dialog}
      // The owner decides whether the dialog stays: Escape asks it to close, and the browser
      // does not close the element by itself.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
          return;
        }
        if (event.key === 'Tab') keepTabInside(event, panelRef.current);
      }}
      // The dialog element fills the viewport behind the panel: a press on it is on the backdrop.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        tabIndex={-1}
        className={`${styles.panel} ${size === 'md' ? styles.medium : ''}`}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

/** Tab from the last control goes to the first and Shift+Tab back, not out to the browser. */
function keepTabInside(event: React.KeyboardEvent, panel: HTMLElement | null) {
  if (!panel) return;
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A dialog's buttons, the main one last: at the right, or on top when phones stack them. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
