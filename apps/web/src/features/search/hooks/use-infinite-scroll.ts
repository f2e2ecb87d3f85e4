/**
 * A ref for the element under the list: when it comes within reach while scrolling, `onReach`
 * runs (the next page). It reacts to the element entering view, not to it staying there, so
 * scroll anchoring that keeps it on screen after a page loads cannot chain-load every page.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const latest = useRef({ onReach, enabled });
  useEffect(() => {
    latest.current = { onReach, enabled };
  });
  const observer = useRef<IntersectionObserver | null>(null);

  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (latest.current.enabled && entries.some((entry) => entry.isIntersecting)) {
          latest.current.onReach();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.current.observe(element);
  }, []);
}
