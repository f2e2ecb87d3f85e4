/** Pages not built yet: the shared placeholder titled from the route's handle. */
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ComingSoon } from '@/components/coming-soon/coming-soon';

export type PlaceholderHandle = { title: ParseKeys };

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

export function PlaceholderRoute() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPlaceholderHandle);
  return <ComingSoon title={handle ? t(handle.title) : t('app.name')} />;
}
