/** A long legal text: title, last-updated date, table of contents and numbered sections. */
import { useTranslation } from '@/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '@/components/page-meta/page-meta';
import '@/i18n/bundles/legal-texts';
import { LEGAL_LAST_UPDATED, formatLegalDate } from '../lib/last-updated';
import type { AnchoredSection } from '../lib/legal-section';
import { LegalSectionBody } from './legal-section-body';
import styles from './legal-document.module.css';

type LegalDocumentProps = {
  /** Prefix of the page's anchors ('terms' gives #terms-top). */
  name: string;
  title: string;
  intro: string;
  sections: AnchoredSection[];
  /** The other legal page, linked at the end. */
  related: { to: string; label: string };
};

export function LegalDocument({ name, title, intro, sections, related }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const topId = `${name}-top`;
  const contentsId = `${name}-contents`;
  return (
    <article className={styles.page} aria-labelledby={topId}>
      <PageMeta title={title} description={intro} path={pathname} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('legal.eyebrow')}</p>
        <h1 id={topId} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.updated}>
          <time dateTime={LEGAL_LAST_UPDATED}>
            {t('legal.lastUpdated', {
              date: formatLegalDate(LEGAL_LAST_UPDATED, i18n.language),
            })}
          </time>
        </p>
        <p className={styles.intro}>{intro}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={contentsId}>
          <h2 id={contentsId} className={styles.tocTitle}>
            {t('legal.contents')}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  <span className={styles.tocNumber}>{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <LegalSectionBody key={section.id} number={index + 1} section={section} />
          ))}
          <footer className={styles.footer}>
            <Link to={related.to} className={styles.related}>
              {related.label} <span aria-hidden="true">→</span>
            </Link>
            <a href={`#${topId}`} className={styles.backToTop}>
              <span aria-hidden="true">↑</span> {t('legal.backToTop')}
            </a>
          </footer>
        </div>
      </div>
    </article>
  );
}
