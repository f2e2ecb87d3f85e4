/**
 * Step 5, Review & Submit: each section with an Edit button that opens its step (and comes back
 * here), the terms and authorisation boxes, and 'Submitting...' while the claim is sent.
 */
import { Trans } from '@/i18n/trans';
import { useTranslation } from '@/i18n/use-translation';
import { CLAIM_SATISFACTION_RANGE, type ClaimPreview } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { errorText } from '@/lib/error-text';
import type { ClaimFlowState } from '../hooks/use-claim-flow';
import { useSubmitClaim } from '../hooks/use-submit-claim';
import type { ClaimBackend } from '../lib/claim-backend';
import { LegalLink } from './legal-link';
import { Agreement, ReviewSection, Row } from './review-parts';
import { StepFrame } from './step-frame';
import frame from './claim-step.module.css';
import styles from './review.module.css';

type ReviewStepProps = { restaurant: ClaimPreview; backend: ClaimBackend; flow: ClaimFlowState };

export function ReviewStep({ restaurant, backend, flow }: ReviewStepProps) {
  const { t } = useTranslation();
  const { values } = flow;
  const claim = useSubmitClaim(restaurant, backend, flow);
  const pain = values.painPoints;
  const notGiven = t('claim.review.notGiven');

  return (
    <StepFrame
      title={t('claim.review.title')}
      intro={t('claim.review.intro')}
      actions={
        <>
          <Button variant="secondary" onClick={() => flow.goTo(4)} disabled={claim.pending}>
            {t('claim.back')}
          </Button>
          <Button onClick={claim.submit} loading={claim.pending}>
            {claim.pending ? t('claim.review.submitting') : t('claim.review.submit')}
          </Button>
        </>
      }
    >
      <ReviewSection title={t('claim.review.verification')} onEdit={() => flow.edit(1)}>
        <Row label={t('claim.review.restaurant')} value={restaurant.name} />
        <Row label={t('claim.review.verifiedEmail')} value={values.verifiedEmail ?? notGiven} />
      </ReviewSection>

      <ReviewSection title={t('claim.review.essentials')} onEdit={() => flow.edit(2)}>
        <Row label={t('claim.essentials.phone')} value={values.phone || notGiven} />
        <Row label={t('claim.essentials.email')} value={values.email || notGiven} />
        <Row label={t('claim.essentials.website')} value={values.website || notGiven} />
        <Row
          label={t('claim.review.booking')}
          value={
            values.bookingMethod
              ? [
                  t(`claim.essentials.methods.${values.bookingMethod}.title`),
                  values.bookingMethod === 'external' ? values.externalBookingUrl : '',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : notGiven
          }
        />
        <Row
          label={t('claim.review.files')}
          value={
            [
              values.menu ? t('claim.review.menuFile', { name: values.menu.name }) : '',
              values.photos.length
                ? t('claim.review.photoCount', { count: values.photos.length })
                : '',
            ]
              .filter(Boolean)
              .join(' · ') || t('claim.review.noFiles')
          }
        />
      </ReviewSection>

      <ReviewSection title={t('claim.review.insights')} onEdit={() => flow.edit(3)}>
        <Row
          label={t('claim.painPoints.questions.reservationChallenge')}
          value={
            pain.reservationChallenge
              ? t(`claim.painPoints.reservationChallenge.${pain.reservationChallenge as 'fine'}`)
              : notGiven
          }
        />
        <Row
          label={t('claim.painPoints.questions.dailyCallVolume')}
          value={
            pain.dailyCallVolume
              ? t(`claim.painPoints.dailyCallVolume.${pain.dailyCallVolume as 'low'}`)
              : notGiven
          }
        />
        <Row
          label={t('claim.painPoints.questions.messageChannels')}
          value={
            pain.messageChannels
              .map((channel) => t(`claim.painPoints.messageChannels.${channel as 'sms'}`))
              .join(', ') || t('claim.review.none')
          }
        />
        <Row
          label={t('claim.painPoints.questions.biggestFrustration')}
          value={pain.biggestFrustration || notGiven}
        />
        <Row
          label={t('claim.painPoints.questions.techSatisfaction')}
          value={t('claim.painPoints.satisfactionValue', {
            value: pain.techSatisfaction,
            max: CLAIM_SATISFACTION_RANGE.max,
          })}
        />
      </ReviewSection>

      <ReviewSection title={t('claim.review.goals')} onEdit={() => flow.edit(4)}>
        <Row
          label={t('claim.review.goals')}
          value={values.goals.map((goal) => t(`claim.goals.items.${goal}.title`)).join(', ')}
        />
      </ReviewSection>

      <div className={styles.agreements}>
        <Agreement
          checked={values.agreesToTerms}
          onChange={(agreesToTerms) => {
            flow.update({ agreesToTerms });
            claim.clearProblem('terms');
          }}
          error={claim.problems.terms && errorText(t, { code: claim.problems.terms })}
          errorId="claim-terms-error"
        >
          <Trans
            i18nKey="claim.review.terms"
            components={{
              terms: <LegalLink to="/terms-of-service" />,
              privacy: <LegalLink to="/privacy-policy" />,
            }}
          />
        </Agreement>
        <Agreement
          checked={values.authorized}
          onChange={(authorized) => {
            flow.update({ authorized });
            claim.clearProblem('authorized');
          }}
          error={claim.problems.authorized && errorText(t, { code: claim.problems.authorized })}
          errorId="claim-authorized-error"
        >
          {t('claim.review.authorized')}
        </Agreement>
      </div>

      {claim.needsSignIn && !claim.signInDismissed && (
        <p className={frame.hint}>{t('claim.review.signInFirst')}</p>
      )}
      {claim.signInDismissed && (
        <Notice tone="info" live title={t('claim.review.signInTitle')}>
          <p>{t('claim.review.signInText')}</p>
          <Button variant="secondary" size="sm" onClick={claim.askToSignIn}>
            {t('claim.review.signIn')}
          </Button>
        </Notice>
      )}
      {claim.failure && (
        <Notice tone="danger" live title={t('claim.review.failedTitle')}>
          {claim.failure.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Notice>
      )}
    </StepFrame>
  );
}
