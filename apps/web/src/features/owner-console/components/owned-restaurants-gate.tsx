/**
 * What every console page shows before its restaurant: a sign-in prompt, the loading state, a
 * refusal or a failure; for an account that manages no restaurant, the listings it created that
 * still wait for review, or else the note that it owns none; then the page itself, given the
 * restaurants the account may manage (never none).
 */
import type { ReactNode } from 'react';
import type { OwnedRestaurant } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { PageLoading } from '@/components/page-state/page-state';
import { useSession } from '@/lib/session';
import { useListingsInReview, useOwnedRestaurants } from '../api/get-owned-restaurants';
import { isRefusedAccess } from '../lib/console-failure';
import { AccessRefused, ConsoleLoadError, NoRestaurants, SignInPrompt } from './console-states';
import { ListingsInReviewPage } from './listings-in-review';

type GateProps = {
  /** The document's title while the restaurants load (the other states title it themselves). */
  title: ReactNode;
  children: (restaurants: OwnedRestaurant[]) => ReactNode;
};

export function OwnedRestaurantsGate(props: GateProps) {
  const { user } = useSession();
  return user ? <OwnedRestaurants {...props} /> : <SignInPrompt />;
}

function OwnedRestaurants({ title, children }: GateProps) {
  const { t } = useTranslation();
  const owned = useOwnedRestaurants();
  // The same request's other half: listings the account created that are not approved yet.
  const inReview = useListingsInReview().data ?? [];
  if (owned.isPending) {
    return (
      <>
        {title}
        <PageLoading label={t('ownerConsole.loading')} />
      </>
    );
  }
  if (owned.isError) {
    return isRefusedAccess(owned.error) ? (
      <AccessRefused />
    ) : (
      <ConsoleLoadError onRetry={() => void owned.refetch()} />
    );
  }
  if (owned.data.length === 0) {
    return inReview.length > 0 ? <ListingsInReviewPage listings={inReview} /> : <NoRestaurants />;
  }
  return children(owned.data);
}
