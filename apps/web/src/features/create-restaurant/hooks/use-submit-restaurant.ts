/**
 * 'Create Restaurant': every step checked, then the POST and the new restaurant's page. Signed out
 * (or signed out by an expired session) it opens the sign-in dialog first and creates once the user
 * is signed in; closing the dialog leaves the draft as it was.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { useCreateRestaurant } from '../api/create-restaurant';
import { restaurantInputOf } from '../lib/restaurant-payload';
import type { WizardState } from './use-wizard-state';

export function useSubmitRestaurant(wizard: WizardState) {
  const navigate = useNavigate();
  const { user } = useSession();
  const authDialog = useAuthDialog();
  const create = useCreateRestaurant();
  const [signIn, setSignIn] = useState<'idle' | 'waiting' | 'dismissed'>('idle');
  const dialogShown = useRef(false);
  const { values, week, discardDraft, showServerErrors } = wizard;

  const askToSignIn = useCallback(() => {
    dialogShown.current = false;
    setSignIn('waiting');
    authDialog.open('sign-in');
  }, [authDialog]);

  const send = useCallback(() => {
    create.mutate(restaurantInputOf(values, week), {
      onSuccess: ({ id }) => {
        discardDraft();
        navigate(`/restaurants/${id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) askToSignIn();
        else if (error instanceof ApiError && error.status < 500) {
          showServerErrors(error.details, { jump: true });
        }
      },
    });
  }, [create, values, week, discardDraft, navigate, askToSignIn, showServerErrors]);

  // Signed in through the dialog: carry on. Dialog closed without signing in: wait for the user.
  useEffect(() => {
    if (signIn !== 'waiting') return;
    if (user) {
      setSignIn('idle');
      send();
    } else if (authDialog.view) {
      dialogShown.current = true;
    } else if (dialogShown.current) {
      setSignIn('dismissed');
    }
  }, [signIn, user, authDialog.view, send]);

  function submit(): 'invalid' | 'sent' {
    // This step's own messages first; then any earlier step a restored draft left unfinished.
    if (!wizard.checkStep(wizard.step)) return 'invalid';
    const invalidStep = wizard.firstInvalidStep();
    if (invalidStep !== null) {
      wizard.goTo(invalidStep);
      wizard.checkStep(invalidStep);
      return 'invalid';
    }
    create.reset();
    if (user) send();
    else askToSignIn();
    return 'sent';
  }

  const failed =
    create.isError && !(create.error instanceof ApiError && create.error.status === 401);
  return {
    submit,
    pending: create.isPending || create.isSuccess,
    error: failed ? create.error : null,
    signInDismissed: signIn === 'dismissed' && !user,
    askToSignIn,
  };
}
