// Public surface of the diner's own account (names, e-mail address, preferences, payment
// methods). Every screen is lazy, its own chunk loaded with the account's texts when first shown.
import { lazy } from 'react';

/** The Account Details view's sections for names, username and the e-mail address. */
export const AccountProfile = lazy(() =>
  import('./components/account-profile').then((m) => ({ default: m.AccountProfile })),
);
/** The dining dashboard's 'Preferences' view. */
export const PreferencesPanel = lazy(() =>
  import('./components/preferences-panel').then((m) => ({ default: m.PreferencesPanel })),
);
/** The dining dashboard's 'Payment Methods' view. */
export const PaymentMethodsPanel = lazy(() =>
  import('./components/payment-methods-panel').then((m) => ({ default: m.PaymentMethodsPanel })),
);
/** 'The restaurant will see: …' on the booking form of a diner who set preferences. */
export const BookingPreferencesNote = lazy(() =>
  import('./components/booking-preferences-note').then((m) => ({
    default: m.BookingPreferencesNote,
  })),
);
/** A booking's diner preferences, as the owner console and the host stand show them. */
export const GuestPreferences = lazy(() =>
  import('./components/guest-preferences').then((m) => ({ default: m.GuestPreferences })),
);
/** /confirm-email?token=: the link sent to a new address. */
export const ConfirmEmailPage = lazy(() =>
  import('./pages/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
