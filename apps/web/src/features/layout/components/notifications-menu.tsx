/** The notifications button: the bell (its own chunk) once loaded, a quiet icon until then. */
import { Suspense } from 'react';
import { BellIcon } from '@/components/icons/icons';
import { NotificationsBell } from '@/features/notifications';
import barStyles from './top-bar.module.css';

export function NotificationsMenu({ userId }: { userId: number }) {
  return (
    <Suspense
      fallback={
        <span className={barStyles.iconButton} aria-hidden="true">
          <BellIcon />
        </span>
      }
    >
      <NotificationsBell userId={userId} triggerClassName={barStyles.iconButton} />
    </Suspense>
  );
}
