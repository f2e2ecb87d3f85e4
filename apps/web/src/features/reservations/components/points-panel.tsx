/** The dashboard's loyalty panel: static in this product (spec §1), 0 earned toward 1,000 PTS. */
import { useTranslation } from 'react-i18next';
import styles from './points-panel.module.css';

const POINTS_EARNED = 0;
const REWARD_POINTS = 1000;

export function PointsPanel() {
  const { t } = useTranslation();
  return (
    <section className={styles.points} aria-labelledby="dashboard-points">
      <p id="dashboard-points" className={styles.label}>
        {t('reservations.dashboard.points')}
      </p>
      <p className={styles.value}>
        {t('reservations.dashboard.pointsEarned', { points: POINTS_EARNED })}
      </p>
      <div className={styles.progress} aria-hidden="true">
        <span style={{ width: `${(POINTS_EARNED / REWARD_POINTS) * 100}%` }} />
      </div>
      <p className={styles.next}>{t('reservations.dashboard.reward')}</p>
    </section>
  );
}
