/**
 * Keeps the app's sticky top bar's height in the element's `--profile-sticky-top`, so the
 * profile's own sticky parts sit just under it. Written to the element's style directly, not
 * through React state: a state change here re-rendered the whole profile synchronously right
 * after hydrating (a long task of a third of a second on a mid-range phone).
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    // The top bar is the page's first <header>.
    const header = document.querySelector('header');
    if (!element || !header) return;
    const update = () =>
      element.style.setProperty(
        '--profile-sticky-top',
        `${Math.round(header.getBoundingClientRect().height)}px`,
      );
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
