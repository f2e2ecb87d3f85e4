/**
 * The six-step wizard: Next moves on only when the step's fields pass the
 * shared schema, Back keeps what was typed, step 1 can fill the form from the website, and step 6
 * creates the restaurant.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { crawlInputSchema, issuesToDetails, restaurantCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { errorText } from '@/lib/error-text';
import { useSubmitRestaurant } from '../hooks/use-submit-restaurant';
import { useWebsiteCrawl } from '../hooks/use-website-crawl';
import { useWizardState } from '../hooks/use-wizard-state';
import { LAST_STEP, wizardSteps } from '../lib/wizard-steps';
import type { CrawlFill } from '../lib/crawl-fill';
import { FailureNotice } from './failure-notice';
import { FilledSources } from './filled-sources';
import { WizardStepBody } from './wizard-step-body';
import { WizardStepper } from './wizard-stepper';
import styles from './restaurant-wizard.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function RestaurantWizard() {
  const { t } = useTranslation();
  const wizard = useWizardState();
  const [filled, setFilled] = useState<{
    count: number;
    host: string;
    clientRendered: boolean;
    sources: CrawlFill['sources'];
  } | null>(null);
  const crawl = useWebsiteCrawl((fill, host) => {
    wizard.applyFill(fill);
    const { count, clientRendered, sources } = fill;
    setFilled({ count, host, clientRendered, sources });
  });
  const creation = useSubmitRestaurant(wizard);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const shownStep = useRef(wizard.step);
  const { step } = wizard;
  const stepId = wizardSteps[step]?.id ?? 'website';
  const busy = crawl.pending || creation.pending;

  // A new step: its heading takes the focus, so it is read out from the top, and a card scrolled
  // past (Next sits at its foot) comes back into view with its stepper.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    const card = cardRef.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const focusFirstInvalid = () =>
    window.setTimeout(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  function goTo(target: number) {
    if (target !== 1) setFilled(null);
    wizard.goTo(target);
  }

  function next() {
    if (!wizard.checkStep(step)) return focusFirstInvalid();
    // Typed in step 1 but not fetched: that address is the website, unless one is given.
    if (step === 0 && wizard.values.url.trim() && !wizard.values.website.trim()) {
      wizard.setField('website', wizard.values.url.trim());
    }
    goTo(step + 1);
  }

  function fetchInformation() {
    const parsed = crawlInputSchema.safeParse({
      url: wizard.values.url,
      instruction: wizard.values.instruction,
    });
    if (!parsed.success) {
      wizard.showServerErrors(issuesToDetails(parsed.error.issues));
      return focusFirstInvalid();
    }
    setFilled(null);
    crawl.start(parsed.data);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (step === 0 && wizard.values.url.trim()) fetchInformation();
    else if (step < LAST_STEP) next();
    else if (creation.submit() === 'invalid') focusFirstInvalid();
  }

  return (
    <section ref={cardRef} className={styles.card} aria-labelledby="wizard-step-heading">
      <WizardStepper current={step} onSelect={goTo} disabled={busy} />
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <header className={styles.header}>
          <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className={styles.title}>
            {t(`createRestaurant.steps.${stepId}.title`)}
          </h2>
          <p className={styles.lead}>{t(`createRestaurant.steps.${stepId}.lead`)}</p>
        </header>
        {filled && step === 1 && (
          <Notice
            tone="success"
            live
            title={t('createRestaurant.crawl.filled', filled)}
            onDismiss={() => setFilled(null)}
          >
            {filled.clientRendered && <p>{t('createRestaurant.crawl.clientRendered')}</p>}
            <FilledSources sources={filled.sources} />
            <p>{t('createRestaurant.crawl.check')}</p>
          </Notice>
        )}
        {creation.error !== null && (
          <FailureNotice
            title={errorText(t, { code: restaurantCodes.createFailed })}
            error={creation.error}
          />
        )}
        {creation.signInDismissed && (
          <Notice tone="info" live title={t('createRestaurant.signInNeeded.title')}>
            <p>{t('createRestaurant.signInNeeded.text')}</p>
          </Notice>
        )}
        <div className={styles.fields}>
          <WizardStepBody wizard={wizard} crawl={crawl} busy={busy} />
        </div>
        <footer className={styles.actions}>
          {step === 0 ? (
            <>
              <Button variant="secondary" onClick={next} disabled={busy}>
                {t('createRestaurant.actions.continueManually')}
              </Button>
              <Button onClick={fetchInformation} loading={crawl.pending}>
                {t('createRestaurant.actions.fetch')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                {t('createRestaurant.actions.back')}
              </Button>
              <Button type="submit" loading={creation.pending} disabled={busy}>
                {t(
                  step === LAST_STEP
                    ? 'createRestaurant.actions.create'
                    : 'createRestaurant.actions.next',
                )}
              </Button>
            </>
          )}
        </footer>
      </form>
    </section>
  );
}
