/**
 * The claim flow's frame: a header (name, English/Spanish, support), the five steps with their
 * progress in a sidebar, or on phones a 'Step N of 5' strip, and the legal links (new tab).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CLAIM_STEPS } from '@tablefor/shared';
import { currentLanguage, languages, setLanguage } from '@/i18n/i18n';
import { percentComplete } from '../hooks/use-claim-flow';
import { LegalLink } from './legal-link';
import styles from './claim-layout.module.css';

export const CLAIM_STEP_KEYS = [
  'verification',
  'essentials',
  'painPoints',
  'goals',
  'review',
] as const;

export const SUPPORT_EMAIL = 'support@tablefor.app';

type ClaimLayoutProps = {
  step: number;
  completed: number[];
  demo: boolean;
  /** Hidden on the success screen: the steps are behind. */
  showProgress: boolean;
  children: ReactNode;
};

export function ClaimLayout({ step, completed, demo, showProgress, children }: ClaimLayoutProps) {
  const { t } = useTranslation();
  const percent = percentComplete(completed);
  const language = currentLanguage();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>
          <span className={styles.product}>{t('app.name')}</span>
          <span className={styles.flowName}>{t('claim.pageTitle')}</span>
          {demo && <span className={styles.badge}>{t('claim.demoBadge')}</span>}
        </p>
        <div className={styles.actions}>
          <div className={styles.languages} role="group" aria-label={t('claim.languageLabel')}>
            {languages.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                className={styles.language}
                aria-pressed={language === code}
                onClick={() => void setLanguage(code)}
              >
                {t(`claim.languageNames.${code}`)}
              </button>
            ))}
          </div>
          <a
            className={styles.support}
            href={`mailto:${SUPPORT_EMAIL}`}
            aria-label={t('claim.supportLabel')}
          >
            {t('claim.support')}
          </a>
        </div>
      </header>
      {demo && <p className={styles.demoNote}>{t('claim.demoNote')}</p>}

      {showProgress && (
        <div className={styles.strip}>
          <p className={styles.stripText}>
            {t('claim.stepOf', { step, total: CLAIM_STEPS })}
            <span aria-hidden="true">
              {' '}
              · {t(`claim.steps.${CLAIM_STEP_KEYS[step - 1] ?? 'review'}`)}
            </span>
          </p>
          <ProgressBar percent={percent} label={t('claim.progressLabel')} />
        </div>
      )}

      <div className={showProgress ? styles.body : styles.bodyWide}>
        {showProgress && (
          <nav className={styles.sidebar} aria-label={t('claim.progressLabel')}>
            <ol className={styles.steps}>
              {CLAIM_STEP_KEYS.map((key, index) => {
                const number = index + 1;
                const state = completed.includes(number)
                  ? 'done'
                  : number === step
                    ? 'current'
                    : 'upcoming';
                return (
                  <li
                    key={key}
                    className={`${styles.step} ${styles[state] ?? ''}`}
                    aria-current={number === step ? 'step' : undefined}
                  >
                    <span className={styles.marker} aria-hidden="true">
                      {state === 'done' ? '✓' : number}
                    </span>
                    <span className={styles.stepName}>{t(`claim.steps.${key}`)}</span>
                    <span className="visually-hidden"> ({t(`claim.stepState.${state}`)})</span>
                  </li>
                );
              })}
            </ol>
            <ProgressBar percent={percent} label={t('claim.progressLabel')} />
            <p className={styles.percent}>{t('claim.percentComplete', { percent })}</p>
          </nav>
        )}
        <div className={styles.content}>{children}</div>
      </div>

      <footer className={styles.legal}>
        <LegalLink to="/terms-of-service">{t('claim.legal.terms')}</LegalLink>
        <LegalLink to="/privacy-policy">{t('claim.legal.privacy')}</LegalLink>
      </footer>
    </div>
  );
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
