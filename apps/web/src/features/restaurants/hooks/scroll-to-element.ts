/** Scrolls an element of the profile to just under the sticky top bar and tabs. */
import { stickyOffset } from './use-active-section';

export function scrollToElement(
  id: string,
  { focus = false, smooth = true }: { focus?: boolean; smooth?: boolean } = {},
): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = element.getBoundingClientRect().top + window.scrollY - stickyOffset() + 1;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth && !reduced ? 'smooth' : 'auto' });
  // Moves keyboard and screen-reader users along with the view.
  if (focus) element.focus({ preventScroll: true });
  return true;
}
