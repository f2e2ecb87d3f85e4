/** Calls `onOutside` when a pointer goes down outside the element (e.g. to clear a search box). */
import { useEffect, useRef, type RefObject } from 'react';

export function useClickOutside(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  enabled = true,
): void {
  const handler = useRef(onOutside);
  useEffect(() => {
    handler.current = onOutside;
  });
  useEffect(() => {
    if (!enabled) return;
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (ref.current && !ref.current.contains(event.target as Node)) handler.current();
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [ref, enabled]);
}
