/** The 15-minute promise of a callback request: time left to call, then how late the call is. */
import { useTranslation } from '@/i18n/use-translation';
import { ClockIcon } from '@/components/icons/page-icons';
import { callbackTimer, lateness, type Lateness } from '../lib/callback-timer';
import type { TFunction } from '@/i18n/translator';
import styles from './callback-requests.module.css';
import '@/i18n/bundles/owner-console-texts';

export function CallbackTimerLabel({ requestedAt, now }: { requestedAt: string; now: number }) {
  const { t } = useTranslation();
  const timer = callbackTimer(requestedAt, now);
  return (
    <p role="timer" className={`${styles.timer} ${timer.overdue ? styles.overdue : ''}`}>
      <ClockIcon size={16} />
      {timer.overdue
        ? overdueText(t, lateness(timer.seconds))
        : t('ownerConsole.callbacks.timeLeft', { clock: timer.clock })}
    </p>
  );
}

/** 'Overdue by 56 min', 'Overdue by 2 h 5 min', 'Overdue by 3 days': never a clock that reads as hours. */
function overdueText(t: TFunction, late: Lateness): string {
  if (late.unit === 'hours') {
    return t('ownerConsole.callbacks.overdue_hours', { hours: late.hours, minutes: late.minutes });
  }
  return t(`ownerConsole.callbacks.overdue_${late.unit}`, { count: late.count });
}
