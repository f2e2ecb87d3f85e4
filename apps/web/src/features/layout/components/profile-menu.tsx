/**
 * The signed-in user's menu: greeting, points panel, dashboard links, the restaurant console (for
 * owners and administrators), admin entry, sign-out.
 */
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { User } from '@tablefor/shared';
import { PointsPanel } from '@/components/points-panel/points-panel';
import { Popover } from '@/components/popover/popover';
// Lazy: whether the account owns a restaurant is asked of the API once the menu opens.
import { OwnerConsoleMenuLink } from '@/features/owner-console';
import { isAdminUser, useSignOut } from '@/lib/session';
import styles from './menu.module.css';
import barStyles from './top-bar.module.css';

// The points panel is static in this product.
const POINTS_EARNED = 0;
const NEXT_REWARD_POINTS = 2000;

export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const dashboard = `/users/${user.id}/dining-dashboard`;
  const initial = (user.first_name || user.username).charAt(0).toUpperCase();

  return (
    <Popover
      label={t('topBar.profile')}
      triggerClassName={barStyles.avatarButton}
      trigger={<span aria-hidden="true">{initial}</span>}
    >
      {(close) => (
        <div className={styles.menu}>
          <p className={styles.heading}>{t('profileMenu.hello', { firstName: user.first_name })}</p>
          <PointsPanel
            label={t('profileMenu.points')}
            earned={t('profileMenu.pointsEarned', { points: POINTS_EARNED })}
            progress={POINTS_EARNED / NEXT_REWARD_POINTS}
            next={t('profileMenu.nextReward', { points: NEXT_REWARD_POINTS })}
          />
          <ul className={styles.list}>
            <li>
              <Link to={dashboard} onClick={close}>
                {t('profileMenu.myProfile')}
              </Link>
            </li>
            <li>
              <Link to={dashboard} onClick={close}>
                {t('profileMenu.diningHistory')}
              </Link>
            </li>
            <li>
              <Link to={`${dashboard}?view=saved-restaurants`} onClick={close}>
                {t('profileMenu.savedRestaurants')}
              </Link>
            </li>
            <Suspense fallback={null}>
              <OwnerConsoleMenuLink user={user} onNavigate={close} />
            </Suspense>
            {isAdminUser(user) && (
              <li>
                <Link to="/admin/dashboard" onClick={close}>
                  {t('profileMenu.adminDashboard')}
                </Link>
              </li>
            )}
          </ul>
          <button
            type="button"
            className={styles.signOut}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('profileMenu.signOut')}
          </button>
        </div>
      )}
    </Popover>
  );
}
