/**
 * The results chosen on a task's page and what saving them did. Kept with the past search when
 * this browser has it, so going back to the list and returning keeps both. A result the
 * catalogue lists already cannot be chosen: it would be neither saved again nor new to export.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Company } from '@tablefor/shared';
import { readPastSearches, updateStoredSearch, type SaveOutcome } from '../lib/past-searches';

type Selection = { selected: ReadonlySet<number>; saved: Readonly<Record<string, SaveOutcome>> };

export const isSelectable = (company: Company) => company.listed_restaurant_id === null;

function storedSelection(taskId: string, selectable: readonly number[]): Selection {
  const stored = readPastSearches().find((search) => search.taskId === taskId);
  const selected = (stored?.selected ?? []).filter((index) => selectable.includes(index));
  return { selected: new Set(selected), saved: stored?.saved ?? {} };
}

export function useResultSelection(taskId: string, companies: readonly Company[]) {
  const selectable = useMemo(
    () => companies.flatMap((company, index) => (isSelectable(company) ? [index] : [])),
    [companies],
  );
  const [state, setState] = useState(() => storedSelection(taskId, selectable));

  useEffect(() => {
    const selected = [...state.selected].sort((a, b) => a - b);
    updateStoredSearch(taskId, { selected, saved: { ...state.saved } });
  }, [taskId, state]);

  const toggle = useCallback(
    (index: number) => {
      if (!selectable.includes(index)) return;
      setState((current) => {
        const selected = new Set(current.selected);
        if (selected.has(index)) selected.delete(index);
        else selected.add(index);
        return { ...current, selected };
      });
    },
    [selectable],
  );

  const selectAll = useCallback(() => {
    setState((current) => ({ ...current, selected: new Set(selectable) }));
  }, [selectable]);

  const clear = useCallback(() => setState((current) => ({ ...current, selected: new Set() })), []);

  /** Records what saving did; the saved results leave the selection. */
  const markSaved = useCallback((outcomes: Readonly<Record<number, SaveOutcome>>) => {
    setState((current) => ({
      selected: new Set([...current.selected].filter((index) => !(index in outcomes))),
      saved: { ...current.saved, ...outcomes },
    }));
  }, []);

  return {
    /** How many results can be chosen at all. */
    selectable: selectable.length,
    selected: state.selected,
    saved: state.saved,
    toggle,
    selectAll,
    clear,
    markSaved,
  };
}

export type ResultSelection = ReturnType<typeof useResultSelection>;
