/**
 * The floor page's copy of the floor: the draft, what changed since the saved floor (the
 * unsaved-changes state), each field's message, and the check by the shared schema before the
 * API is asked anything. A change clears the messages of the fields it touches.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { floorInputSchema, issuesToDetails, type Floor, type FloorInput } from '@tablefor/shared';
import { draftOf, floorInputOf, sameFloor, type FloorDraft } from '../lib/floor-draft';
import { floorErrorsOf, type FloorErrors } from '../lib/floor-field-errors';

export function useFloorEditor(saved: Floor) {
  const [baseline, setBaseline] = useState(() => draftOf(saved));
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FloorErrors>({});
  /** The row just added, whose first field takes the focus. */
  const [added, setAdded] = useState<number | null>(null);
  const dirty = !sameFloor(draft, baseline);

  // Leaving the site (a reload, a closed tab) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Applies `change`; `touched` are the error keys (or their prefixes) it makes stale. */
  const edit = useCallback((change: (draft: FloorDraft) => FloorDraft, ...touched: string[]) => {
    setDraft(change);
    if (touched.length === 0) return;
    setErrors((current) => {
      const stale = Object.keys(current).filter((key) =>
        touched.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
      );
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const key of stale) delete next[key];
      return next;
    });
  }, []);

  /**
   * Applies a change that adds a row, then focuses it. Applied to the draft as it stands when
   * React applies it (not as this render saw it): two quick additions never get one id.
   */
  const addedId = useRef<number | null>(null);
  const add = (change: (draft: FloorDraft) => [FloorDraft, number]) => {
    setDraft((current) => {
      const [next, id] = change(current);
      addedId.current = id;
      return next;
    });
    // Queued after the draft's update, so it reads the id that update chose.
    setAdded(() => addedId.current);
  };

  /** The PUT's body, or null after showing the schema's messages by their fields. */
  const validate = (moveReservations: boolean): FloorInput | null => {
    const input = floorInputOf(draft, moveReservations);
    const result = floorInputSchema.safeParse(input);
    if (result.success) {
      setErrors({});
      return input;
    }
    setErrors(floorErrorsOf(issuesToDetails(result.error.issues), draft));
    return null;
  };

  return {
    draft,
    dirty,
    errors,
    added,
    edit,
    add,
    validate,
    /** The API's messages (`details`, paths into the body just sent) by their fields. */
    showErrors: (details: Parameters<typeof floorErrorsOf>[0]) =>
      setErrors(floorErrorsOf(details, draft)),
    /** The saved floor becomes the draft and the baseline (after a save, or to discard). */
    reset: (floor?: Floor) => {
      const next = floor ? draftOf(floor) : baseline;
      setBaseline(next);
      setDraft(next);
      setErrors({});
      setAdded(null);
    },
  };
}

export type FloorEditor = ReturnType<typeof useFloorEditor>;
