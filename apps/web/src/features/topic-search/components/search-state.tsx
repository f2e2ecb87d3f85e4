/**
 * A results page that cannot show results: 'Search Not Found', a search still running or one that
 * failed, a status that could not be read. Each offers the way back ('Return to Search').
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button/button';
import { PageStateCard } from '@/components/page-state/page-state';
import { TOPIC_SEARCH_PATH } from '../lib/routes';
import '@/i18n/bundles/topic-search-texts';

type SearchStateProps = {
  title: string;
  text: string;
  /** 'alert' for a failure, 'status' for a state that changes by itself. */
  role?: 'alert' | 'status';
  busy?: boolean;
  /** Actions before 'Return to Search', which then becomes the secondary one. */
  children?: ReactNode;
};

export function SearchState({ children, ...state }: SearchStateProps) {
  const { t } = useTranslation();
  return (
    <PageStateCard {...state}>
      {children}
      <ButtonLink to={TOPIC_SEARCH_PATH} variant={children ? 'secondary' : 'primary'}>
        {t('topicSearch.results.returnToSearch')}
      </ButtonLink>
    </PageStateCard>
  );
}
