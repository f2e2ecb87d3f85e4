/** The footer under every page: brand, link sections, social icons, legal links, copyright. */
import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE, zonedDateString } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import type { TranslationKey } from '@/i18n/translator';
import type { ComponentType } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  LogoMark,
  XIcon,
} from '@/components/icons/icons';
import { footerSections } from './footer-links';
import styles from './footer.module.css';

const socialLinks: {
  label: TranslationKey;
  href: string;
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { label: 'footer.instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'footer.facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'footer.x', href: 'https://x.com/', Icon: XIcon },
  { label: 'footer.linkedin', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
];

/**
 * This year on the marketplace's calendar: the server renders the footer too, and the reader's
 * own zone would disagree with it around New Year and fail the page's hydration.
 */
const copyrightYear = () => zonedDateString(new Date(), DEFAULT_TIME_ZONE).slice(0, 4);

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            <LogoMark />
            <span>{t('app.name')}</span>
          </Link>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={t(label)} target="_blank" rel="noreferrer">
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} className={styles.section} aria-label={t(section.title)}>
            <h2 className={styles.sectionTitle}>{t(section.title)}</h2>
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: copyrightYear() })}</p>
        <p className={styles.legal}>
          <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          <Link to="/terms-of-service">{t('footer.terms')}</Link>
        </p>
      </div>
    </footer>
  );
}
