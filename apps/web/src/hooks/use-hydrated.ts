/**
 * False on the server and while the page hydrates, true once the browser runs it: for what only
 * works with JavaScript (a form that would otherwise submit natively if used before hydrating).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
