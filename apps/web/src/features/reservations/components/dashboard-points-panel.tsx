/** The dashboard's loyalty panel: static in this product, 0 earned toward 1,000 PTS. */
import { useTranslation } from '@/i18n/use-translation';
import { PointsPanel } from '@/components/points-panel/points-panel';
import '@/i18n/bundles/reservations-texts';

const POINTS_EARNED = 0;
const REWARD_POINTS = 1000;

export function DashboardPointsPanel() {
  const { t } = useTranslation();
  return (
    <PointsPanel
      size="large"
      labelId="dashboard-points"
      label={t('reservations.dashboard.points')}
      earned={t('reservations.dashboard.pointsEarned', { points: POINTS_EARNED })}
      progress={POINTS_EARNED / REWARD_POINTS}
      next={t('reservations.dashboard.reward')}
    />
  );
}
