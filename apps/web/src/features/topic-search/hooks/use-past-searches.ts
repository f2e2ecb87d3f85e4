/**
 * The past searches as page state, written back to localStorage on every change and re-read when
 * another tab changes them (so two open tabs do not undo each other's searches).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  PAST_SEARCHES_STORAGE_KEY,
  readPastSearches,
  writePastSearches,
  type PastSearch,
} from '../lib/past-searches';

export type UpdateSearch = (taskId: string, change: (search: PastSearch) => PastSearch) => void;

export function usePastSearches() {
  const [searches, setSearches] = useState(() => readPastSearches());

  useEffect(() => writePastSearches(searches), [searches]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PAST_SEARCHES_STORAGE_KEY) setSearches(readPastSearches());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback((search: PastSearch) => {
    setSearches((current) => [search, ...current.filter((s) => s.taskId !== search.taskId)]);
  }, []);

  const update = useCallback<UpdateSearch>((taskId, change) => {
    setSearches((current) => current.map((s) => (s.taskId === taskId ? change(s) : s)));
  }, []);

  const remove = useCallback((taskIds: ReadonlySet<string>) => {
    setSearches((current) => current.filter((s) => !taskIds.has(s.taskId)));
  }, []);

  const clear = useCallback(() => setSearches([]), []);

  return { searches, add, update, remove, clear };
}
