/**
 * The results chosen on a task's page and what saving them did. Kept with the past search when
 * this browser has it, so going back to the list and returning keeps both.
 */
import { useCallback, useEffect, useState } from 'react';
import { readPastSearches, updateStoredSearch, type SaveOutcome } from '../lib/past-searches';

type Selection = { selected: ReadonlySet<number>; saved: Readonly<Record<string, SaveOutcome>> };

function storedSelection(taskId: string, total: number): Selection {
  const stored = readPastSearches().find((search) => search.taskId === taskId);
  const selected = (stored?.selected ?? []).filter((index) => index >= 0 && index < total);
  return { selected: new Set(selected), saved: stored?.saved ?? {} };
}

export function useResultSelection(taskId: string, total: number) {
  const [state, setState] = useState(() => storedSelection(taskId, total));

  useEffect(() => {
    const selected = [...state.selected].sort((a, b) => a - b);
    updateStoredSearch(taskId, { selected, saved: { ...state.saved } });
  }, [taskId, state]);

  const toggle = useCallback((index: number) => {
    setState((current) => {
      const selected = new Set(current.selected);
      if (selected.has(index)) selected.delete(index);
      else selected.add(index);
      return { ...current, selected };
    });
  }, []);

  const selectAll = useCallback(() => {
    setState((current) => ({
      ...current,
      selected: new Set(Array.from({ length: total }, (_, i) => i)),
    }));
  }, [total]);

  const clear = useCallback(() => setState((current) => ({ ...current, selected: new Set() })), []);

  /** Records what saving did; the saved results leave the selection. */
  const markSaved = useCallback((outcomes: Readonly<Record<number, SaveOutcome>>) => {
    setState((current) => ({
      selected: new Set([...current.selected].filter((index) => !(index in outcomes))),
      saved: { ...current.saved, ...outcomes },
    }));
  }, []);

  return {
    selected: state.selected,
    saved: state.saved,
    toggle,
    selectAll,
    clear,
    markSaved,
  };
}

export type ResultSelection = ReturnType<typeof useResultSelection>;
