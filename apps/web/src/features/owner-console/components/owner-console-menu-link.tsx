/**
 * The account menu's 'Restaurant console' entry: shown to administrators, and to accounts that own
 * at least one restaurant or created a listing still in review (asked of the API once, then cached).
 */
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { User } from '@tablefor/shared';
import { isAdminUser } from '@/lib/session';
import { useListingsInReview, useOwnedRestaurants } from '../api/get-owned-restaurants';

type OwnerConsoleMenuLinkProps = { user: User; onNavigate: () => void };

export function OwnerConsoleMenuLink({ user, onNavigate }: OwnerConsoleMenuLinkProps) {
  const { t } = useTranslation();
  const admin = isAdminUser(user);
  const owned = useOwnedRestaurants(!admin);
  // The creator of a listing in review finds its state in the console.
  const inReview = useListingsInReview(!admin);
  if (!admin && !owned.data?.length && !inReview.data?.length) return null;
  return (
    <li>
      <Link to="/business/dashboard" onClick={onNavigate}>
        {t('profileMenu.ownerConsole')}
      </Link>
    </li>
  );
}
