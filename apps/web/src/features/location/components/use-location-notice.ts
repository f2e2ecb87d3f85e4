/** The sentence to show after a detection that could not use the device position. */
import { useTranslation } from '@/i18n/use-translation';
import type { UserLocationState } from '../location-context';

export function useLocationNotice({ location, error }: UserLocationState): string | null {
  const { t } = useTranslation();
  if (!location || !error) return null;
  const city = location.city ?? location.address;
  return t('location.fallbackNotice', {
    reason: t(`errors.location.${error.code}`),
    city,
  });
}
