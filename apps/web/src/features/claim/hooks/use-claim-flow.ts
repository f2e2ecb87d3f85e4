/**
 * The claim flow's state: the step (1-5, clamped), the steps completed by their
 * own action, every answer, and whether the claim was sent. Kept in memory only: the code is never
 * stored, and a reload starts afresh.
 */
import { useCallback, useState } from 'react';
import {
  CLAIM_SATISFACTION_RANGE,
  CLAIM_STEPS,
  type BookingMethod,
  type ClaimGoal,
} from '@tablefor/shared';

export type PainPointAnswers = {
  reservationChallenge: string | null;
  dailyCallVolume: string | null;
  messageChannels: string[];
  biggestFrustration: string;
  techSatisfaction: number;
};

export type ClaimValues = {
  email: string;
  /** The address whose code was accepted; the claim is made with it. */
  verifiedEmail: string | null;
  phone: string;
  website: string;
  bookingMethod: BookingMethod | null;
  externalBookingUrl: string;
  menu: File | null;
  photos: File[];
  painPoints: PainPointAnswers;
  goals: ClaimGoal[];
  agreesToTerms: boolean;
  authorized: boolean;
};

export const emptyClaimValues = (email = ''): ClaimValues => ({
  email,
  verifiedEmail: null,
  phone: '',
  website: '',
  bookingMethod: null,
  externalBookingUrl: '',
  menu: null,
  photos: [],
  painPoints: {
    reservationChallenge: null,
    dailyCallVolume: null,
    messageChannels: [],
    biggestFrustration: '',
    techSatisfaction: CLAIM_SATISFACTION_RANGE.default,
  },
  goals: [],
  agreesToTerms: false,
  authorized: false,
});

const clampStep = (step: number) => Math.min(Math.max(Math.round(step), 1), CLAIM_STEPS);

/** `initialEmail`: the business e-mail the first step starts with (the demo's sample address). */
export function useClaimFlow(initialEmail = '') {
  const [step, setStep] = useState(1);
  const [completed, setCompleted] = useState<number[]>([]);
  const [values, setValues] = useState<ClaimValues>(() => emptyClaimValues(initialEmail));
  const [submitted, setSubmitted] = useState(false);
  /** Set by Review's Edit: that step's Continue goes back to Review. */
  const [returnToReview, setReturnToReview] = useState(false);

  const update = useCallback((changes: Partial<ClaimValues>) => {
    setValues((current) => ({ ...current, ...changes }));
  }, []);

  const goTo = useCallback((target: number) => setStep(clampStep(target)), []);

  /** The step's own action succeeded: mark it done and move on (or back to Review). */
  const complete = useCallback(
    (done: number) => {
      setCompleted((current) => (current.includes(done) ? current : [...current, done]));
      setStep(returnToReview ? CLAIM_STEPS : clampStep(done + 1));
      setReturnToReview(false);
    },
    [returnToReview],
  );

  const edit = useCallback((target: number) => {
    setReturnToReview(true);
    setStep(clampStep(target));
  }, []);

  /** 'Use another address': the verification is undone and must be made again. */
  const unverify = useCallback(() => {
    setValues((current) => ({ ...current, verifiedEmail: null }));
    setCompleted((current) => current.filter((done) => done !== 1));
  }, []);

  const reset = useCallback(() => {
    setStep(1);
    setCompleted([]);
    setValues(emptyClaimValues(initialEmail));
    setSubmitted(false);
    setReturnToReview(false);
  }, [initialEmail]);

  return {
    step,
    completed,
    values,
    submitted,
    update,
    goTo,
    complete,
    edit,
    unverify,
    reset,
    markSubmitted: () => setSubmitted(true),
  };
}

export type ClaimFlowState = ReturnType<typeof useClaimFlow>;

/** Percent complete: the steps done, of five. */
export const percentComplete = (completed: number[]) =>
  Math.round((completed.length / CLAIM_STEPS) * 100);
