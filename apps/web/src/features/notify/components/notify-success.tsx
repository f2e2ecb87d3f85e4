/** What the diner asked for, in one sentence, and the way to the dashboard's list of requests. */
import { useEffect, useRef } from 'react';
import { formatClock, NOTIFY_HOLD_MINUTES, type NotifyRequest } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { ModalActions } from '@/components/modal/modal';
import { formatNotifyDate } from '../lib/notify-format';
import { notifyListPath } from '../lib/notify-paths';
import styles from './notify-dialog.module.css';
import '@/i18n/bundles/notify-texts';

type NotifySuccessProps = { request: NotifyRequest; userId: number; onClose: () => void };

export function NotifySuccess({ request, userId, onClose }: NotifySuccessProps) {
  const { t, i18n } = useTranslation();
  const sentence = useRef<HTMLParagraphElement>(null);
  // The form that had the focus is gone: the sentence takes it, and is read out.
  useEffect(() => sentence.current?.focus(), []);
  return (
    <div className={styles.success}>
      <p ref={sentence} className={styles.successText} role="status" tabIndex={-1}>
        {t('notify.dialog.success', {
          size: request.party_size,
          from: formatClock(request.from, i18n.language),
          to: formatClock(request.to, i18n.language),
          date: formatNotifyDate(request.date, i18n.language),
          minutes: NOTIFY_HOLD_MINUTES,
        })}
      </p>
      <ModalActions>
        <ButtonLink to={notifyListPath(userId)} variant="secondary" onClick={onClose}>
          {t('notify.dialog.seeRequests')}
        </ButtonLink>
        <Button onClick={onClose}>{t('notify.dialog.done')}</Button>
      </ModalActions>
    </div>
  );
}
