/** /terms-of-service: the 11 numbered sections of the Terms of Service. */
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/legal-texts';
import { LegalDocument } from '../components/legal-document';

const sectionIds = [
  'acceptance',
  'service',
  'accounts',
  'reservations',
  'conduct',
  'intellectualProperty',
  'disclaimers',
  'liability',
  'termination',
  'changes',
  'contact',
] as const;

export function TermsOfServicePage() {
  const { t } = useTranslation();
  const texts = t('legal.terms.sections', { returnObjects: true });
  return (
    <LegalDocument
      name="terms"
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={sectionIds.map((id) => ({ ...texts[id], id: `terms-${id}` }))}
      related={{ to: '/privacy-policy', label: t('legal.terms.related') }}
    />
  );
}
