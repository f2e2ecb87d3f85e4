export { SessionGate, SessionProvider } from './session-provider';
export { useSession, isAdminUser, type Session } from './session-context';
export { useSignOut } from './use-sign-out';
export { restoreSession } from './restore-session';
export { markAccountDeleted, takeAccountDeleted } from './account-deleted';
