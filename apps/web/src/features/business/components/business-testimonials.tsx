/** Three restaurant owners in their own words. */
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/business-texts';
import { SectionHeading } from './section-heading';
import styles from './business-sections.module.css';

const testimonials = ['one', 'two', 'three'] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('');

export function BusinessTestimonials() {
  const { t } = useTranslation();
  return (
    <section
      className={`${styles.section} ${styles.muted}`}
      aria-labelledby="business-quotes-title"
    >
      <div className={styles.inner}>
        <SectionHeading
          id="business-quotes-title"
          eyebrow={t('business.testimonials.eyebrow')}
          title={t('business.testimonials.title')}
        />
        <ul className={styles.quoteGrid}>
          {testimonials.map((key) => {
            const name = t(`business.testimonials.${key}.name`);
            return (
              <li key={key}>
                <figure className={styles.quote}>
                  <blockquote className={styles.quoteText}>
                    <p>{t(`business.testimonials.${key}.quote`)}</p>
                  </blockquote>
                  <figcaption className={styles.quoteAuthor}>
                    <span className={styles.avatar} aria-hidden="true">
                      {initials(name)}
                    </span>
                    <span>
                      <strong className={styles.quoteName}>{name}</strong>
                      <span className={styles.quoteRestaurant}>
                        {t(`business.testimonials.${key}.restaurant`)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
