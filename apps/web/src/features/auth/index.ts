// Public surface of the auth feature, composed by src/app. Each part is its own chunk, loaded the
// first time it shows, so the forms (and zod) stay out of the first page load.
import { lazy } from 'react';

export const AuthDialogs = lazy(() =>
  import('./components/auth-dialogs').then((m) => ({ default: m.AuthDialogs })),
);
export const LoginPage = lazy(() =>
  import('./pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const SignUpPage = lazy(() =>
  import('./pages/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
export const AdminLoginPage = lazy(() =>
  import('./pages/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);
export const AdminSignupPage = lazy(() =>
  import('./pages/admin-signup-page').then((m) => ({ default: m.AdminSignupPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('./pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
/** The dining dashboard's 'Account Details' view. */
export const AccountDetails = lazy(() =>
  import('./components/account-details').then((m) => ({ default: m.AccountDetails })),
);
