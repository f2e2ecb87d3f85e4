/**
 * /business: hero, figures, value propositions, features, testimonials and
 * the 'Join TableFor today' contact form. 'See How It Works' brings the reader to the features.
 */
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import '@/i18n/bundles/business-texts';
import { BusinessFeatures, FEATURES_SECTION_ID } from '../components/business-features';
import { BusinessHero } from '../components/business-hero';
import { BusinessStats } from '../components/business-stats';
import { BusinessTestimonials } from '../components/business-testimonials';
import { BusinessValues } from '../components/business-values';
import { ContactSection } from '../components/contact-section';
import { PageMeta } from '@/components/page-meta/page-meta';

export function BusinessLandingPage() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const featuresTitle = useRef<HTMLHeadingElement>(null);

  function showFeatures() {
    document
      .getElementById(FEATURES_SECTION_ID)
      ?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they were taken to.
    featuresTitle.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageMeta
        title={t('business.pageTitle')}
        description={t('business.hero.lead')}
        path="/business"
      />
      <BusinessHero onSeeHowItWorks={showFeatures} />
      <BusinessStats />
      <BusinessValues />
      <BusinessFeatures titleRef={featuresTitle} />
      <BusinessTestimonials />
      <ContactSection />
    </>
  );
}
