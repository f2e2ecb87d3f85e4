/**
 * Where the wizard stands: six numbered steps, done ones ticked (and a way back to them), the
 * current one marked; phones show the markers and 'Step N of 6'.
 */
import { useTranslation } from '@/i18n/use-translation';
import { STEP_COUNT, wizardSteps } from '../lib/wizard-steps';
import { CheckIcon } from '@/components/icons/page-icons';
import styles from './wizard-stepper.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type WizardStepperProps = {
  current: number;
  /** Goes back to a done step; later steps open only through Next. */
  onSelect: (step: number) => void;
  disabled?: boolean;
};

export function WizardStepper({ current, onSelect, disabled }: WizardStepperProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.stepper} aria-label={t('createRestaurant.stepper.label')}>
      <p className={styles.count}>
        {t('createRestaurant.stepper.stepOf', { step: current + 1, total: STEP_COUNT })}
      </p>
      <ol className={styles.steps}>
        {wizardSteps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          const title = t(`createRestaurant.steps.${step.id}.title`);
          const marker = (
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} /> : index + 1}
            </span>
          );
          return (
            <li
              key={step.id}
              className={`${styles.step} ${styles[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => onSelect(index)}
                  disabled={disabled}
                  aria-label={t('createRestaurant.stepper.doneStep', { step: index + 1, title })}
                >
                  {marker}
                  <span className={styles.title}>{title}</span>
                </button>
              ) : (
                <span className={styles.item}>
                  {marker}
                  <span className={styles.title}>
                    <span className="visually-hidden">
                      {t('createRestaurant.stepper.number', { step: index + 1 })}
                    </span>
                    {title}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
