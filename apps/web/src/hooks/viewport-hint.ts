/**
 * The width the server assumes a page is read at (a phone or a wide screen, told by the browser's
 * User-Agent), so layout hooks render the same tree on the server and in the hydrating browser:
 * a phone gets the phone layout in the first HTML, not the desktop one then a jump.
 */
import { createContext, useContext } from 'react';

export type ViewportHint = 'narrow' | 'wide';

export const ViewportHintContext = createContext<ViewportHint>('wide');

/** The width a hint stands for: a common phone, a common laptop. */
const ASSUMED_WIDTH: Record<ViewportHint, number> = { narrow: 375, wide: 1280 };

/** A phone or tablet browser says 'Mobi' (or Android) in its User-Agent. */
export const viewportHintFromUserAgent = (userAgent: string | undefined): ViewportHint =>
  /Mobi|Android|iPhone/i.test(userAgent ?? '') ? 'narrow' : 'wide';

/** Whether a '(max-width: …px)' query holds at the hinted width (other queries: false). */
export function useHintedMatch(query: string): boolean {
  const hint = useContext(ViewportHintContext);
  const maxWidth = /^\(max-width:\s*([\d.]+)px\)$/.exec(query);
  return maxWidth ? ASSUMED_WIDTH[hint] <= Number(maxWidth[1]) : false;
}
