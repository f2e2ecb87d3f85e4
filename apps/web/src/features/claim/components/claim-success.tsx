/** After the claim: what happens next, and where to go ('Try Another Restaurant' starts over). */
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { StepFrame } from './step-frame';
import frame from './claim-step.module.css';
import styles from './claim-success.module.css';

type ClaimSuccessProps = { restaurantId: number | null; onAgain: () => void };

export function ClaimSuccess({ restaurantId, onAgain }: ClaimSuccessProps) {
  const { t } = useTranslation();
  return (
    <StepFrame title={t('claim.success.title')}>
      <div className={styles.success}>
        <span className={styles.successMark} aria-hidden="true">
          ✓
        </span>
        <p>{t('claim.success.text')}</p>
        <p className={frame.hint}>{t('claim.success.updates')}</p>
        <div className={styles.successActions}>
          <Button onClick={onAgain}>{t('claim.success.again')}</Button>
          <ButtonLink variant="secondary" to="/business">
            {t('claim.success.business')}
          </ButtonLink>
          {restaurantId !== null && (
            <ButtonLink variant="ghost" to={`/restaurants/${restaurantId}`}>
              {t('claim.success.restaurant')}
            </ButtonLink>
          )}
        </div>
      </div>
    </StepFrame>
  );
}
