/** The eyebrow, title and lead that open each section of the business page. */
import type { Ref } from 'react';
import styles from './business-sections.module.css';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  /** For a heading that receives focus when a button brings the reader to it. */
  titleRef?: Ref<HTMLHeadingElement>;
};

export function SectionHeading({ id, eyebrow, title, lead, titleRef }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
