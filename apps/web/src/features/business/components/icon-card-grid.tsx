/** A business section's cards: an icon, a title and a line or two each. */
import type { ComponentType } from 'react';
import styles from './business-sections.module.css';

export type IconCard = { Icon: ComponentType; title: string; text: string };

export function IconCardGrid({ cards }: { cards: IconCard[] }) {
  return (
    <ul className={styles.cardGrid}>
      {cards.map(({ Icon, title, text }) => (
        <li key={title} className={styles.card}>
          <span className={styles.cardIcon}>
            <Icon />
          </span>
          <h3 className={styles.cardTitle}>{title}</h3>
          <p className={styles.cardText}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
