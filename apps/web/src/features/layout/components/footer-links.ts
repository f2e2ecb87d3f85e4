/** The footer's link sections (labels are translation keys). */
import type { TranslationKey } from '@/i18n/translator';

export type FooterSection = {
  title: TranslationKey;
  links: { label: TranslationKey; to: string }[];
};

export const footerSections: FooterSection[] = [
  {
    title: 'footer.cuisines',
    links: [
      { label: 'footer.italian', to: '/search-results?cuisine=Italian' },
      { label: 'footer.japanese', to: '/search-results?cuisine=Japanese' },
      { label: 'footer.mexican', to: '/search-results?cuisine=Mexican' },
      { label: 'footer.american', to: '/search-results?cuisine=American' },
    ],
  },
  {
    title: 'footer.services',
    links: [
      { label: 'footer.findTable', to: '/search' },
      { label: 'footer.listRestaurant', to: '/business/get-started' },
      { label: 'footer.claimListing', to: '/business/get-started' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'footer.forBusinesses', to: '/business' },
      { label: 'footer.privacy', to: '/privacy-policy' },
      { label: 'footer.terms', to: '/terms-of-service' },
    ],
  },
  {
    title: 'footer.restaurants',
    links: [
      { label: 'footer.santaMonica', to: '/search-results?location=Santa%20Monica' },
      { label: 'footer.westHollywood', to: '/search-results?location=West%20Hollywood' },
      { label: 'footer.silverLake', to: '/search-results?location=Silver%20Lake' },
      { label: 'footer.downtown', to: '/search-results?location=Downtown' },
    ],
  },
];
