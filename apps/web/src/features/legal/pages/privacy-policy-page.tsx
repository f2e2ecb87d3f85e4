/** /privacy-policy: the 12 numbered sections of the Privacy Policy. */
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/legal-texts';
import { LegalDocument } from '../components/legal-document';

const sectionIds = [
  'collected',
  'use',
  'sharing',
  'security',
  'cookies',
  'rights',
  'retention',
  'transfers',
  'children',
  'thirdParty',
  'changes',
  'contact',
] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const texts = t('legal.privacy.sections', { returnObjects: true });
  return (
    <LegalDocument
      name="privacy"
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={sectionIds.map((id) => ({ ...texts[id], id: `privacy-${id}` }))}
      related={{ to: '/terms-of-service', label: t('legal.privacy.related') }}
    />
  );
}
