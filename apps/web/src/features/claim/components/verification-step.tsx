/**
 * Step 1, Verify Your Ownership: the listing, its business e-mail masked, 'Send code', the six
 * boxes with the 60-second resend countdown, and on a verified code the message and, after 1 s,
 * step 2.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLAIM_CODE_LENGTH,
  CLAIM_CODE_TTL_MINUTES,
  claimCodes,
  type ClaimPreview,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { errorText } from '@/lib/error-text';
import type { ClaimFlowState } from '../hooks/use-claim-flow';
import { useCodeVerification } from '../hooks/use-code-verification';
import type { ClaimBackend } from '../lib/claim-backend';
import { CodeBoxes } from './code-boxes';
import { ListingPreview } from './listing-preview';
import { StepFrame } from './step-frame';
import frame from './claim-step.module.css';
import styles from './verification.module.css';

export function VerificationStep({
  restaurant,
  backend,
  flow,
}: {
  restaurant: ClaimPreview;
  backend: ClaimBackend;
  flow: ClaimFlowState;
}) {
  const { t } = useTranslation();
  const { values, update, complete } = flow;
  const codeHintId = useId();
  const code = useCodeVerification(restaurant, backend, flow);
  const { emailForm, sentTo, verified, message, verifying } = code;

  return (
    <StepFrame
      title={t('claim.verification.title')}
      intro={t('claim.verification.intro', { length: CLAIM_CODE_LENGTH })}
    >
      <ListingPreview restaurant={restaurant} />

      {verified && !message ? (
        <div className={frame.card}>
          <p className={styles.verifiedLine}>
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
            {t('claim.verification.verified')}: <strong>{values.verifiedEmail}</strong>
          </p>
          <div className={frame.actions}>
            <Button variant="secondary" onClick={flow.unverify}>
              {t('claim.verification.changeEmail')}
            </Button>
            <Button onClick={() => complete(1)}>{t('claim.continue')}</Button>
          </div>
        </div>
      ) : (
        <>
          <form ref={emailForm} className={frame.card} onSubmit={code.send} noValidate>
            <TextField
              label={t('claim.verification.email')}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => update({ email: event.target.value })}
              error={code.emailError}
              hint={t(
                restaurant.has_business_email
                  ? 'claim.verification.emailHint'
                  : 'claim.verification.emailHintNoListing',
              )}
              disabled={verifying}
            />
            <div className={frame.inlineActions}>
              {code.resendIn > 0 ? (
                <p className={styles.countdown}>
                  {errorText(t, {
                    code: claimCodes.resendCooldown,
                    params: { seconds: code.resendIn },
                  })}
                </p>
              ) : (
                <Button
                  type="submit"
                  variant={sentTo ? 'secondary' : 'primary'}
                  loading={code.sending}
                >
                  {code.sending
                    ? t('claim.verification.sending')
                    : t(sentTo ? 'claim.verification.resend' : 'claim.verification.sendCode')}
                </Button>
              )}
            </div>
          </form>

          {sentTo && (
            <form className={frame.card} onSubmit={code.verify} noValidate>
              <fieldset className={frame.fieldset}>
                <legend className={frame.legend}>{t('claim.verification.codeLabel')}</legend>
                <p id={codeHintId} className={frame.hint}>
                  {t('claim.verification.codeHint', {
                    length: CLAIM_CODE_LENGTH,
                    minutes: CLAIM_CODE_TTL_MINUTES,
                  })}
                  {backend.demo &&
                    ` ${t('claim.verification.demoHint', { length: CLAIM_CODE_LENGTH })}`}
                </p>
                <CodeBoxes
                  digits={code.digits}
                  onChange={code.setDigits}
                  invalid={code.codeInvalid}
                  describedBy={codeHintId}
                  disabled={verifying || verified}
                />
              </fieldset>
              <div className={frame.inlineActions}>
                <Button type="submit" loading={verifying} disabled={verified}>
                  {verifying ? t('claim.verification.verifying') : t('claim.verification.verify')}
                </Button>
              </div>
            </form>
          )}
        </>
      )}

      <div aria-live="polite">
        {message && (
          <Notice tone={message.tone}>
            {message.texts.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Notice>
        )}
      </div>
    </StepFrame>
  );
}
