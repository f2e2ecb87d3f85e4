/** A section of step 2 that opens and closes: a heading button (aria-expanded) and its panel. */
import type { ReactNode } from 'react';
import styles from './essentials.module.css';

type AccordionProps = {
  id: string;
  title: string;
  note?: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
};

export function Accordion({ id, title, note, open, onToggle, children }: AccordionProps) {
  const panelId = `claim-accordion-${id}`;
  return (
    <div className={styles.accordion}>
      <h2 className={styles.accordionHeading}>
        <button
          type="button"
          className={styles.accordionButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{title}</span>
          {note && <span className={styles.accordionNote}>{note}</span>}
          <span className={styles.chevron} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={panelId} className={styles.accordionPanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
