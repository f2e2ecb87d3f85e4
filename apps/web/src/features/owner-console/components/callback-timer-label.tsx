/** The 15-minute promise of a callback request: time left to call, then how late the call is. */
import { useTranslation } from '@/i18n/use-translation';
import { ClockIcon } from '@/components/icons/page-icons';
import { callbackTimer } from '../lib/callback-timer';
import styles from './callback-requests.module.css';
import '@/i18n/bundles/owner-console-texts';

export function CallbackTimerLabel({ requestedAt, now }: { requestedAt: string; now: number }) {
  const { t } = useTranslation();
  const timer = callbackTimer(requestedAt, now);
  return (
    <p role="timer" className={`${styles.timer} ${timer.overdue ? styles.overdue : ''}`}>
      <ClockIcon size={16} />
      {timer.overdue
        ? t('ownerConsole.callbacks.overdue', { clock: timer.clock })
        : t('ownerConsole.callbacks.timeLeft', { clock: timer.clock })}
    </p>
  );
}
