// Public surface of Notify (a diner asks to be told when a table frees up at a full restaurant).
// The app's entry imports it (the header's notice, the offer's route), so it stays light: every
// screen is lazy, its own chunk loaded when first shown with Notify's texts; only the search
// result's link and the full-day rule are not.
import { lazy } from 'react';

export { NotifyMeLink } from './components/notify-me-link';
export { isFullDay } from './lib/full-day';

/** 'Notify me when a table frees up' (or 'Sign in to get notified') under a full day's times. */
export const NotifyMeButton = lazy(() =>
  import('./components/notify-me-button').then((m) => ({ default: m.NotifyMeButton })),
);
/** The Notify dialog on its own, for a page that opens it from its address (?notify=1). */
export const NotifyDialog = lazy(() =>
  import('./components/notify-dialog').then((m) => ({ default: m.NotifyDialog })),
);
/** The dining dashboard's 'Notify' view: the diner's requests and offers. */
export const NotifyRequestsPanel = lazy(() =>
  import('./components/notify-requests-panel').then((m) => ({ default: m.NotifyRequestsPanel })),
);
/** The owner console's 'Notify demand' panel body. */
export const NotifyDemand = lazy(() =>
  import('./components/notify-demand').then((m) => ({ default: m.NotifyDemand })),
);
/** The header's 'A table is held for you — Book it' strip. */
export const HeldTableNotice = lazy(() =>
  import('./components/held-table-notice').then((m) => ({ default: m.HeldTableNotice })),
);
/** /notify/{id}: the offer e-mail's page. */
export const NotifyOfferPage = lazy(() =>
  import('./pages/notify-offer-page').then((m) => ({ default: m.NotifyOfferPage })),
);
