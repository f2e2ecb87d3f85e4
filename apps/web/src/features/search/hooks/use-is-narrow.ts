/** True under the 768 px breakpoint (the narrow layout of the spec). */
import { useSyncExternalStore } from 'react';
import { useHintedMatch } from '@/hooks/viewport-hint';

export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

export function useIsNarrow(): boolean {
  const hinted = useHintedMatch(NARROW_QUERY);
  return useSyncExternalStore(subscribe, isNarrow, () => hinted);
}
