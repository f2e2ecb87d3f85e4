/** A short confirmation that hides itself after `ms` (the spec's 3 seconds for a new preview). */
import { useCallback, useEffect, useState } from 'react';

export function useTimedNotice(ms: number) {
  const [notice, setNotice] = useState<{ text: string; id: number } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), ms);
    return () => window.clearTimeout(timer);
  }, [notice, ms]);

  const show = useCallback((text: string) => setNotice({ text, id: Date.now() }), []);
  const hide = useCallback(() => setNotice(null), []);
  return { notice: notice?.text ?? null, show, hide };
}
