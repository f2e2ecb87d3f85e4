/** 'Join TableFor today': what happens after writing to us, beside the contact form. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/business-texts';
import { CheckIcon } from '@/components/icons/page-icons';
import { Spinner } from '@/components/spinner/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
import { ContactSuccess } from './contact-success';
import styles from './contact-section.module.css';
import { responsiveSrcSet } from '@tablefor/shared';

// The form checks with the shared zod schema; loaded after the page shows, it keeps zod (~24 kB
// gzip) out of the landing page's first load, and it is far below the fold anyway. The server
// does not render it: before hydrating, its Submit would send the form natively.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

export const CONTACT_SECTION_ID = 'contact';

export function ContactSection() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const nextSteps = [
    t('business.contact.nextOne'),
    t('business.contact.nextTwo'),
    t('business.contact.nextThree'),
  ];

  return (
    <section
      id={CONTACT_SECTION_ID}
      className={styles.section}
      aria-labelledby="business-contact-title"
    >
      <img
        src="/images/landing-3.svg"
        srcSet={responsiveSrcSet('/images/landing-3.svg')}
        sizes="100vw"
        alt=""
        className={styles.backdrop}
        loading="lazy"
      />
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="business-contact-title" className={styles.title}>
            {t('business.contact.title', { name: t('app.name') })}
          </h2>
          <p className={styles.lead}>{t('business.contact.lead')}</p>
          <h3 className={styles.nextTitle}>{t('business.contact.nextTitle')}</h3>
          <ul className={styles.nextList}>
            {nextSteps.map((step) => (
              <li key={step}>
                <span className={styles.nextIcon}>
                  <CheckIcon size={16} />
                </span>
                {step}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          {sent ? (
            <ContactSuccess onSendAnother={() => setSent(false)} />
          ) : (
            <>
              <h3 className={styles.formTitle}>{t('business.contact.formTitle')}</h3>
              <Suspense fallback={<Spinner label={t('business.contact.formTitle')} />}>
                {hydrated ? (
                  <ContactForm onSent={() => setSent(true)} />
                ) : (
                  <Spinner label={t('business.contact.formTitle')} />
                )}
              </Suspense>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
