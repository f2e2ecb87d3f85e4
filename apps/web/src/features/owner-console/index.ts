// Public surface of the owner console. The app's entry imports it (the route table, the account
// menu), so it stays light: the page and the menu's link (which asks the API, with its contracts)
// are lazy, each its own chunk loaded when first shown.
import { lazy } from 'react';

export const OwnerConsolePage = lazy(() =>
  import('./pages/owner-console-page').then((m) => ({ default: m.OwnerConsolePage })),
);
/** 'Floor and service': the chosen restaurant's areas, tables, turn times and pacing. */
export const FloorPage = lazy(() =>
  import('./pages/floor-page').then((m) => ({ default: m.FloorPage })),
);
/** The account menu's 'Restaurant console' item, for owners and administrators only. */
export const OwnerConsoleMenuLink = lazy(() =>
  import('./components/owner-console-menu-link').then((m) => ({
    default: m.OwnerConsoleMenuLink,
  })),
);
/** 'Host stand': the chosen day's live timeline of tables, walk-ins and seating. */
export const HostStandPage = lazy(() =>
  import('./pages/host-stand-page').then((m) => ({ default: m.HostStandPage })),
);
