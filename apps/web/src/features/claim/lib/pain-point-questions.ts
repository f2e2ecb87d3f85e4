/**
 * Step 3's five questions, in order, and their rules: single-select answers
 * are required and move on by themselves, except on the last question; the text answer is
 * required, not blank, and short; the channels may be left empty; the slider always has a value.
 */
import { CLAIM_TEXT_ANSWER_MAX_LENGTH, claimCodes, type MessageCode } from '@tablefor/shared';
import type { PainPointAnswers } from '../hooks/use-claim-flow';

export const PAIN_POINT_QUESTIONS = [
  'reservationChallenge',
  'dailyCallVolume',
  'messageChannels',
  'biggestFrustration',
  'techSatisfaction',
] as const;
export type PainPointQuestion = (typeof PAIN_POINT_QUESTIONS)[number];

const SINGLE_SELECT: readonly PainPointQuestion[] = ['reservationChallenge', 'dailyCallVolume'];

export function painPointProblem(
  question: PainPointQuestion,
  answers: PainPointAnswers,
): MessageCode | null {
  switch (question) {
    case 'reservationChallenge':
    case 'dailyCallVolume':
      return answers[question] ? null : claimCodes.answerRequired;
    case 'biggestFrustration': {
      const text = answers.biggestFrustration.trim();
      if (!text) return claimCodes.textRequired;
      return text.length > CLAIM_TEXT_ANSWER_MAX_LENGTH ? claimCodes.textTooLong : null;
    }
    default:
      return null;
  }
}

/** Where a single-select answer on question `index` moves on to by itself: nowhere from the last. */
export function autoAdvanceTarget(index: number): number | null {
  const question = PAIN_POINT_QUESTIONS[index];
  const last = index >= PAIN_POINT_QUESTIONS.length - 1;
  return question && SINGLE_SELECT.includes(question) && !last ? index + 1 : null;
}
