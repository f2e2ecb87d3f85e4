/** A value shown for a while: 'Saved Successfully!' for 3 s, a save failure for 5 s. */
import { useCallback, useEffect, useState } from 'react';

export function useTimedValue<T>() {
  const [shown, setShown] = useState<{ value: T; ms: number } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), shown.ms);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const show = useCallback((value: T, ms: number) => setShown({ value, ms }), []);
  const hide = useCallback(() => setShown(null), []);
  return { value: shown?.value ?? null, show, hide };
}
