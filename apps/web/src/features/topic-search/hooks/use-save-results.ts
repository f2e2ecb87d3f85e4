/**
 * 'Save Selected Results': sign in if needed, the confirmation modal, then saving;
 * 'Saved Successfully!' for 3 s or 'Failed to save restaurants' for 5 s. The saved cards are
 * marked, and `focusIndex` names the first of them so the page can move the focus there.
 */
import { useState } from 'react';
import {
  SAVE_ERROR_NOTICE_MS,
  SAVED_NOTICE_MS,
  type Company,
  type SaveSearchResultsResponse,
} from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';
import { useSaveSearchResults } from '../api/save-search-results';
import { saveOutcomesOf } from '../lib/save-outcomes';
import type { ResultSelection } from './use-result-selection';
import { useSignInFirst } from './use-sign-in-first';
import { useTimedValue } from './use-timed-value';

export type SaveNotice =
  { kind: 'saved'; answer: SaveSearchResultsResponse } | { kind: 'failed'; error: unknown };

export function useSaveResults(
  taskId: string,
  companies: readonly Company[],
  selection: ResultSelection,
) {
  const save = useSaveSearchResults();
  const account = useSignInFirst();
  const notice = useTimedValue<SaveNotice>();
  const [confirming, setConfirming] = useState(false);
  const [focus, setFocus] = useState<{ index: number } | null>(null);
  const chosen = [...selection.selected].sort((a, b) => a - b);

  function send(indexes: readonly number[]) {
    notice.hide();
    save.mutate(
      { task_id: taskId, companies: indexes.flatMap((index) => companies[index] ?? []) },
      {
        onSuccess: (answer) => {
          const outcomes = saveOutcomesOf(answer, indexes);
          selection.markSaved(outcomes);
          setConfirming(false);
          notice.show({ kind: 'saved', answer }, SAVED_NOTICE_MS);
          const first = indexes.find((index) => index in outcomes);
          if (first !== undefined) setFocus({ index: first });
        },
        onError: (error) => {
          setConfirming(false);
          if (error instanceof ApiError && error.status === 401) {
            account.askToSignIn(() => send(indexes));
          } else {
            notice.show({ kind: 'failed', error }, SAVE_ERROR_NOTICE_MS);
          }
        },
      },
    );
  }

  /** 'Save Selected Results': the modal, once signed in. */
  function requestSave() {
    notice.hide();
    if (account.signedIn) setConfirming(true);
    else account.askToSignIn(() => setConfirming(true));
  }

  return {
    chosen,
    requestSave,
    confirming,
    confirm: () => send(chosen),
    cancel: () => setConfirming(false),
    saving: save.isPending,
    notice: notice.value,
    hideNotice: notice.hide,
    signInDismissed: account.dismissed,
    signedIn: account.signedIn,
    /** Set after a save: the first saved result, to take the focus. */
    focus,
  };
}
