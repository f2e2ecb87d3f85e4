/**
 * Seconds left until a moment, counted from the clock (not from ticks), so a throttled background
 * tab still shows the right number when it wakes.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { seconds, start };
}
