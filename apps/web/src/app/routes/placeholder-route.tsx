/** Pages not built yet: the shared placeholder with the page's title. */
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon';

export function PlaceholderRoute({ title }: { title: ParseKeys }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(title)} />;
}
