/**
 * Review's submit: both boxes ticked, then (signed out) the sign-in dialog first, the uploads and
 * the claim. A refusal or a network failure is shown and the flow stays on Review: never a success
 * that did not happen. The demo needs no account and makes no call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { claimCodes, type ClaimPreview, type MessageCode } from '@tablefor/shared';
import { currentLanguage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import type { ClaimBackend, ClaimSubmission } from '../lib/claim-backend';
import { claimFailure } from '../lib/claim-errors';
import type { ClaimFlowState, ClaimValues } from './use-claim-flow';

export type ReviewProblems = { terms?: MessageCode; authorized?: MessageCode };

export function reviewProblems(values: ClaimValues): ReviewProblems {
  return {
    ...(values.agreesToTerms ? {} : { terms: claimCodes.termsRequired }),
    ...(values.authorized ? {} : { authorized: claimCodes.authorizationRequired }),
  };
}

function submissionOf(restaurant: ClaimPreview, values: ClaimValues): ClaimSubmission {
  const painPoints = values.painPoints;
  return {
    restaurantId: restaurant.id,
    email: values.verifiedEmail ?? values.email,
    phone: values.phone,
    website: values.website.trim(),
    bookingMethod: values.bookingMethod ?? 'phone',
    externalBookingUrl: values.bookingMethod === 'external' ? values.externalBookingUrl.trim() : '',
    painPoints: {
      reservationChallenge: (painPoints.reservationChallenge ?? 'fine') as 'fine',
      dailyCallVolume: (painPoints.dailyCallVolume ?? 'low') as 'low',
      messageChannels:
        painPoints.messageChannels as ClaimSubmission['painPoints']['messageChannels'],
      biggestFrustration: painPoints.biggestFrustration.trim(),
      techSatisfaction: painPoints.techSatisfaction,
    },
    selectedGoals: values.goals,
    submittedAt: new Date().toISOString(),
    language: currentLanguage(),
    agreesToTerms: true,
    authorized: true,
    menu: values.menu,
    photos: values.photos,
  };
}

export function useSubmitClaim(
  restaurant: ClaimPreview,
  backend: ClaimBackend,
  flow: ClaimFlowState,
) {
  const { t } = useTranslation();
  const { user } = useSession();
  const authDialog = useAuthDialog();
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [signIn, setSignIn] = useState<'idle' | 'waiting' | 'dismissed'>('idle');
  const dialogShown = useRef(false);

  const askToSignIn = useCallback(() => {
    dialogShown.current = false;
    setSignIn('waiting');
    authDialog.open('sign-in');
  }, [authDialog]);

  const send = useCallback(async () => {
    setPending(true);
    setFailure(null);
    try {
      await backend.submit(submissionOf(restaurant, flow.values));
      flow.markSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) askToSignIn();
      else setFailure(claimFailure(error, t, claimCodes.submitFailed));
    } finally {
      setPending(false);
    }
  }, [backend, restaurant, flow, askToSignIn, t]);

  // Signed in through the dialog: carry on. Closed without signing in: say why nothing happened.
  useEffect(() => {
    if (signIn !== 'waiting') return;
    if (user) {
      setSignIn('idle');
      void send();
    } else if (authDialog.view) {
      dialogShown.current = true;
    } else if (dialogShown.current) {
      setSignIn('dismissed');
    }
  }, [signIn, user, authDialog.view, send]);

  function submit() {
    const found = reviewProblems(flow.values);
    setProblems(found);
    if (found.terms || found.authorized) return;
    if (!backend.demo && !user) askToSignIn();
    else void send();
  }

  return {
    submit,
    problems,
    clearProblem: (key: keyof ReviewProblems) => setProblems(({ [key]: _gone, ...rest }) => rest),
    pending,
    failure,
    /** The real flow, signed out: sending will ask for an account first. */
    needsSignIn: !backend.demo && !user,
    signInDismissed: signIn === 'dismissed' && !user,
    askToSignIn,
  };
}
