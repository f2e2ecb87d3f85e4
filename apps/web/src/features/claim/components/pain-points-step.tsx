/**
 * Step 3, Current Pain Points: five questions one at a time, with a counter and a progress bar. A
 * single-select answer moves on after 800 ms (not on the last question); Back on the first leaves
 * the step; the last question's button reads 'Continue'.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLAIM_AUTO_ADVANCE_MS,
  dailyCallVolumes,
  messageChannels,
  reservationChallenges,
  type MessageCode,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import type { ClaimFlowState, PainPointAnswers } from '../hooks/use-claim-flow';
import {
  autoAdvanceTarget,
  PAIN_POINT_QUESTIONS as QUESTIONS,
  painPointProblem,
} from '../lib/pain-point-questions';
import { Options, SatisfactionSlider, TextAnswer } from './pain-point-answers';
import { StepFrame } from './step-frame';
import frame from './claim-step.module.css';
import styles from './pain-points.module.css';

export function PainPointsStep({ flow }: { flow: ClaimFlowState }) {
  const { t } = useTranslation();
  const answers = flow.values.painPoints;
  const [index, setIndex] = useState(0);
  const [problem, setProblem] = useState<MessageCode | null>(null);
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  const question = QUESTIONS[index] ?? 'reservationChallenge';
  const last = index === QUESTIONS.length - 1;
  const legendRef = useRef<HTMLLegendElement>(null);

  useEffect(() => () => clearTimeout(advance.current), []);

  const answer = (changes: Partial<PainPointAnswers>) => {
    setProblem(null);
    flow.update({ painPoints: { ...answers, ...changes } });
  };

  function show(next: number) {
    clearTimeout(advance.current);
    setProblem(null);
    setIndex(next);
  }

  useEffect(() => {
    if (index > 0) legendRef.current?.focus();
  }, [index]);

  function next() {
    const found = painPointProblem(question, answers);
    setProblem(found);
    if (found) return;
    if (last) flow.complete(3);
    else show(index + 1);
  }

  function choose(key: 'reservationChallenge' | 'dailyCallVolume', value: string) {
    answer({ [key]: value });
    clearTimeout(advance.current);
    const target = autoAdvanceTarget(index);
    if (target !== null) advance.current = setTimeout(() => show(target), CLAIM_AUTO_ADVANCE_MS);
  }

  const percent = Math.round(((index + 1) / QUESTIONS.length) * 100);
  const errorId = 'pain-point-error';

  return (
    <StepFrame
      title={t('claim.painPoints.title')}
      intro={t('claim.painPoints.intro')}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => (index === 0 ? flow.goTo(2) : show(index - 1))}
          >
            {index === 0 ? t('claim.back') : t('claim.painPoints.previous')}
          </Button>
          <Button onClick={next}>
            {last ? t('claim.painPoints.continue') : t('claim.painPoints.next')}
          </Button>
        </>
      }
    >
      <div className={frame.card}>
        <p className={frame.counter}>
          {t('claim.painPoints.counter', { n: index + 1, total: QUESTIONS.length })}
        </p>
        <div
          className={styles.questionBar}
          role="progressbar"
          aria-label={t('claim.painPoints.counter', { n: index + 1, total: QUESTIONS.length })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <fieldset
          key={question}
          className={frame.fieldset}
          aria-describedby={problem ? errorId : undefined}
        >
          <legend ref={legendRef} tabIndex={-1} className={styles.question}>
            {t(`claim.painPoints.questions.${question}`)}
          </legend>
          {question === 'reservationChallenge' && (
            <Options
              name={question}
              options={reservationChallenges}
              label={(value) => t(`claim.painPoints.reservationChallenge.${value}`)}
              selected={answers.reservationChallenge}
              onChoose={(value) => choose('reservationChallenge', value)}
            />
          )}
          {question === 'dailyCallVolume' && (
            <Options
              name={question}
              options={dailyCallVolumes}
              label={(value) => t(`claim.painPoints.dailyCallVolume.${value}`)}
              selected={answers.dailyCallVolume}
              onChoose={(value) => choose('dailyCallVolume', value)}
            />
          )}
          {question === 'messageChannels' && (
            <>
              <p className={frame.hint}>{t('claim.painPoints.chooseAny')}</p>
              <div className={styles.optionList}>
                {messageChannels.map((channel) => (
                  <label key={channel} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={answers.messageChannels.includes(channel)}
                      onChange={(event) =>
                        answer({
                          messageChannels: event.target.checked
                            ? [...answers.messageChannels, channel]
                            : answers.messageChannels.filter((c) => c !== channel),
                        })
                      }
                    />
                    <span>{t(`claim.painPoints.messageChannels.${channel}`)}</span>
                  </label>
                ))}
              </div>
            </>
          )}
          {question === 'biggestFrustration' && (
            <TextAnswer
              value={answers.biggestFrustration}
              onChange={(biggestFrustration) => answer({ biggestFrustration })}
              errorId={problem ? errorId : undefined}
            />
          )}
          {question === 'techSatisfaction' && (
            <SatisfactionSlider
              value={answers.techSatisfaction}
              onChange={(techSatisfaction) => answer({ techSatisfaction })}
            />
          )}
        </fieldset>
        {problem && (
          <p id={errorId} className={frame.error} role="alert">
            {errorText(t, { code: problem })}
          </p>
        )}
      </div>
    </StepFrame>
  );
}
