/**
 * Step 4, Goals: one or two of five goal cards. A third choice is refused with the spec's notice
 * (the blocking reading, so nothing the owner chose disappears silently). Each card's tip on how
 * AI can help shows on hover and on keyboard focus, and is its description for screen readers.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLAIM_MAX_GOALS,
  claimCodes,
  claimGoals,
  type ClaimGoal,
  type MessageCode,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import type { ClaimFlowState } from '../hooks/use-claim-flow';
import { StepFrame } from './step-frame';
import frame from './claim-step.module.css';
import styles from './goals.module.css';

/** The goals after a click on `goal`: a third is refused (null), any other click toggles. */
export function toggledGoals(goals: ClaimGoal[], goal: ClaimGoal): ClaimGoal[] | null {
  if (goals.includes(goal)) return goals.filter((g) => g !== goal);
  return goals.length >= CLAIM_MAX_GOALS ? null : [...goals, goal];
}

export function GoalsStep({ flow }: { flow: ClaimFlowState }) {
  const { t } = useTranslation();
  const goals = flow.values.goals;
  const [problem, setProblem] = useState<MessageCode | null>(null);
  /** A tip closed with Escape stays closed until the card loses focus or the pointer leaves. */
  const [closedTip, setClosedTip] = useState<ClaimGoal | null>(null);

  function toggle(goal: ClaimGoal) {
    const next = toggledGoals(goals, goal);
    if (!next) {
      setProblem(claimCodes.goalsMax);
      return;
    }
    setProblem(null);
    flow.update({ goals: next });
  }

  function next() {
    if (goals.length === 0) {
      setProblem(claimCodes.goalsRequired);
      return;
    }
    flow.complete(4);
  }

  return (
    <StepFrame
      title={t('claim.goals.title')}
      intro={t('claim.goals.intro')}
      actions={
        <>
          <Button variant="secondary" onClick={() => flow.goTo(3)}>
            {t('claim.back')}
          </Button>
          <Button onClick={next}>{t('claim.continue')}</Button>
        </>
      }
    >
      <p className={frame.counter} aria-live="polite">
        {t('claim.goals.selected', { count: goals.length, max: CLAIM_MAX_GOALS })}
      </p>
      <ul className={styles.goalGrid}>
        {claimGoals.map((goal) => {
          const chosen = goals.includes(goal);
          const tipId = `goal-tip-${goal}`;
          return (
            <li
              key={goal}
              className={styles.goalItem}
              onMouseLeave={() => setClosedTip(null)}
              onBlur={() => setClosedTip(null)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setClosedTip(goal);
              }}
            >
              <button
                type="button"
                className={`${styles.goal} ${chosen ? styles.goalChosen : ''}`}
                aria-pressed={chosen}
                aria-describedby={tipId}
                onClick={() => toggle(goal)}
              >
                <span className={styles.goalMark} aria-hidden="true">
                  {chosen ? '✓' : ''}
                </span>
                <span className={frame.choiceTitle}>{t(`claim.goals.items.${goal}.title`)}</span>
                <span className={frame.choiceText}>{t(`claim.goals.items.${goal}.text`)}</span>
              </button>
              <span
                id={tipId}
                role="tooltip"
                className={`${styles.tooltip} ${closedTip === goal ? styles.tooltipClosed : ''}`}
              >
                <strong>{t('claim.goals.aiHelp')}:</strong> {t(`claim.goals.items.${goal}.ai`)}
              </span>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className={frame.error} role="alert">
          {errorText(t, { code: problem })}
        </p>
      )}
    </StepFrame>
  );
}
