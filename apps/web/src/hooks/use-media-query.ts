/** Whether a CSS media query matches, kept in sync as the window changes. */
import { useCallback, useSyncExternalStore } from 'react';
import { useHintedMatch } from '@/hooks/viewport-hint';

const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  // The server, and the browser while hydrating, use the width the server assumed.
  const hinted = useHintedMatch(query);
  return useSyncExternalStore(subscribe, snapshot, () => hinted);
}
