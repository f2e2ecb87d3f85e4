// Public surface of invitations (a diner invites guests to a reservation by e-mail; a guest's
// link opens a read-only view). Every screen is lazy: its own chunk, loaded with its texts.
import { lazy } from 'react';

/** The reservation page's 'Invite guests' section: the form, the guests invited, revoking. */
export const InviteGuests = lazy(() =>
  import('./components/invite-guests').then((m) => ({ default: m.InviteGuests })),
);
/** /invitations/{token}: the e-mailed link's page. */
export const InvitationPage = lazy(() =>
  import('./pages/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
