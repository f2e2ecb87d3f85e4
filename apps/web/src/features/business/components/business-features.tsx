/**
 * What the product does for a restaurant: the 24/7 AI booking assistant in a messaging app, shown
 * with an example conversation, then AI tools, growth analytics and real-time availability.
 */
import type { Ref } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CalendarIcon } from '@/components/icons/icons';
import { ChartIcon, ChatIcon, CheckIcon, SparklesIcon } from '@/components/icons/page-icons';
import '@/i18n/bundles/business-texts';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';
import sections from './business-sections.module.css';
import styles from './business-features.module.css';
import { responsiveSrcSet } from '@tablefor/shared';

export const FEATURES_SECTION_ID = 'features';

export function BusinessFeatures({ titleRef }: { titleRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const points = [
    t('business.features.chatbotPoints.one'),
    t('business.features.chatbotPoints.two'),
    t('business.features.chatbotPoints.three'),
  ];
  const features = [
    {
      Icon: SparklesIcon,
      title: t('business.features.aiTools'),
      text: t('business.features.aiToolsText'),
    },
    {
      Icon: ChartIcon,
      title: t('business.features.analytics'),
      text: t('business.features.analyticsText'),
    },
    {
      Icon: CalendarIcon,
      title: t('business.features.availability'),
      text: t('business.features.availabilityText'),
    },
  ];

  return (
    <section
      id={FEATURES_SECTION_ID}
      className={`${sections.section} ${styles.features}`}
      aria-labelledby="business-features-title"
    >
      <div className={sections.inner}>
        <SectionHeading
          id="business-features-title"
          titleRef={titleRef}
          eyebrow={t('business.features.eyebrow')}
          title={t('business.features.title')}
          lead={t('business.features.lead')}
        />
        <article className={styles.spotlight}>
          <div className={styles.spotlightCopy}>
            <span className={sections.cardIcon}>
              <ChatIcon />
            </span>
            <h3 className={styles.spotlightTitle}>{t('business.features.chatbot')}</h3>
            <p className={styles.spotlightText}>{t('business.features.chatbotText')}</p>
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <CheckIcon size={18} className={styles.pointIcon} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <ChatExample />
        </article>
        <IconCardGrid cards={features} />
      </div>
    </section>
  );
}

/** A sample conversation over a photo of a set table: what a guest sees at 2 a.m. */
function ChatExample() {
  const { t } = useTranslation();
  return (
    <figure className={styles.chatFigure}>
      <img
        src="/images/landing-2.svg"
        srcSet={responsiveSrcSet('/images/landing-2.svg')}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={t('business.features.imageAlt')}
        className={styles.chatPhoto}
        loading="lazy"
      />
      <figcaption className="visually-hidden">{t('business.features.chat.label')}</figcaption>
      <ol className={styles.chat}>
        <li className={styles.guest}>{t('business.features.chat.guest')}</li>
        <li className={styles.assistant}>{t('business.features.chat.assistant')}</li>
        <li className={styles.guest}>{t('business.features.chat.guestReply')}</li>
        <li className={`${styles.assistant} ${styles.confirmed}`}>
          <CheckIcon size={16} />
          {t('business.features.chat.confirmed')}
        </li>
      </ol>
    </figure>
  );
}
