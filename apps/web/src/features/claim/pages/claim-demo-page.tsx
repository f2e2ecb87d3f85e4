/** /claim-demo: the same flow with sample data and simulated timers; nothing is sent. */
import { useTranslation } from '@/i18n/use-translation';
import type { ClaimPreview } from '@tablefor/shared';
import { ClaimFlow } from '../components/claim-flow';
import { demoClaimBackend } from '../lib/claim-backend';
import '@/i18n/bundles/claim-texts';

/** The sample listing's business e-mail: its masked form is what the first step shows. */
const SAMPLE_EMAIL = 'reservations@casaverde.example';

export function ClaimDemoPage() {
  const { t } = useTranslation();
  const sample: ClaimPreview = {
    id: 0,
    name: t('claim.demo.restaurantName'),
    address: t('claim.demo.address'),
    cuisine: t('claim.demo.cuisine'),
    image_url: '/images/restaurants/3.svg',
    masked_email: 'r**********s@casaverde.example',
    has_business_email: true,
  };
  return (
    <>
      <title>{`${t('claim.demoPageTitle')} · ${t('app.name')}`}</title>
      <ClaimFlow restaurant={sample} backend={demoClaimBackend} sampleEmail={SAMPLE_EMAIL} />
    </>
  );
}
