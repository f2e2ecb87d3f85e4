/** 'N restaurant(s) available', plus ' near {city}' when the diner's location is known. */
import { useTranslation } from '@/i18n/use-translation';

export function useResultsHeading() {
  const { t } = useTranslation();
  return (total: number, city?: string | null) =>
    t('results.heading', { count: total }) + (city ? t('results.near', { city }) : '');
}

export function ResultsHeading({ total, city }: { total: number; city?: string | null }) {
  const heading = useResultsHeading();
  return <>{heading(total, city)}</>;
}
