/** The height of the app's sticky top bar, so the profile's own sticky parts sit just under it. */
import { useLayoutEffect, useState } from 'react';

export function useTopBarHeight(): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    // The top bar is the page's first <header>.
    const header = document.querySelector('header');
    if (!header) return;
    const update = () => setHeight(Math.round(header.getBoundingClientRect().height));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
