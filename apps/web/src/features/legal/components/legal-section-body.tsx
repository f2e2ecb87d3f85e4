/** One numbered section of a legal page: its paragraphs, bullet lists and contact details. */
import { useTranslation } from '@/i18n/use-translation';
import type { AnchoredSection, LegalSection } from '../lib/legal-section';
import styles from './legal-document.module.css';

export function LegalSectionBody({
  number,
  section,
}: {
  number: number;
  section: AnchoredSection;
}) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <span className={styles.number}>{number}.</span> {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.lists?.map((list, index) => (
        <div key={list.heading ?? index}>
          {list.heading && <h3 className={styles.listHeading}>{list.heading}</h3>}
          <ul className={styles.list}>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      {section.closing?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.contact && <LegalContact contact={section.contact} />}
    </section>
  );
}

function LegalContact({ contact }: { contact: NonNullable<LegalSection['contact']> }) {
  const { t } = useTranslation();
  return (
    <address className={styles.contact}>
      <dl className={styles.contactList}>
        <div>
          <dt>{t('legal.contactLabels.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('legal.contactLabels.phone')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('legal.contactLabels.address')}</dt>
          <dd>
            {contact.lines.map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </address>
  );
}
