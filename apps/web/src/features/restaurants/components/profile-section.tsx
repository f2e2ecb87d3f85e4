/** One titled section of the profile; its id is the tab's anchor and it takes focus from the tab. */
import type { ReactNode } from 'react';
import type { SectionId } from '../profile-sections';
import styles from './profile-section.module.css';

type ProfileSectionProps = {
  id: SectionId;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
};

export function ProfileSection({ id, title, aside, children }: ProfileSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The designed empty state inside a section ('No photos available yet.'). */
export function SectionEmpty({ title, text }: { title: string; text?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {text && <p className={styles.emptyText}>{text}</p>}
    </div>
  );
}
