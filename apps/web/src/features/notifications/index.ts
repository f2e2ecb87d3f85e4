// Public surface of the bell (what happened to the diner). The top bar is on every page, so the
// bell, its contracts and its texts load after the first paint, in their own chunk.
import { lazy } from 'react';

/** The top bar's bell with its unread count and its menu of notifications. */
export const NotificationsBell = lazy(() =>
  import('./components/notifications-bell').then((m) => ({ default: m.NotificationsBell })),
);
