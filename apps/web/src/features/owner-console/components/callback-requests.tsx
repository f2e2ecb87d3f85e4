/**
 * 'Callback requests', the console's first panel: every guest still waiting for the restaurant's
 * call, oldest first, each with its timer running (one clock for all of them).
 */
import { useTranslation } from '@/i18n/use-translation';
import { CALLBACK_RESPONSE_MINUTES, type BookedReservation } from '@tablefor/shared';
import { useNow } from '../hooks/use-now';
import { oldestFirst } from '../lib/callback-timer';
import { CallbackRequestCard } from './callback-request-card';
import { ConsoleSection } from './console-section';
import sectionStyles from './console-section.module.css';
import styles from './callback-requests.module.css';
import '@/i18n/bundles/owner-console-texts';

type CallbackRequestsProps = {
  /** Undefined while the day's book loads. */
  requests: BookedReservation[] | undefined;
  onDecided: (message: string) => void;
};

export function CallbackRequests({ requests, onDecided }: CallbackRequestsProps) {
  const { t } = useTranslation();
  const waiting = requests ? oldestFirst(requests) : [];
  const now = useNow(waiting.length > 0);

  return (
    <ConsoleSection
      title={t('ownerConsole.callbacks.heading')}
      badge={
        waiting.length > 0 && (
          <span className={sectionStyles.count}>
            <span aria-hidden="true">{waiting.length}</span>
            <span className="visually-hidden">
              {t('ownerConsole.callbacks.waiting', { count: waiting.length })}
            </span>
          </span>
        )
      }
      intro={t('ownerConsole.callbacks.intro', { minutes: CALLBACK_RESPONSE_MINUTES })}
      tone={waiting.length > 0 ? 'alert' : 'plain'}
    >
      {requests === undefined ? null : waiting.length === 0 ? (
        <p className={sectionStyles.state}>{t('ownerConsole.callbacks.none')}</p>
      ) : (
        <ol className={styles.list}>
          {waiting.map((request) => (
            <CallbackRequestCard
              key={request.id}
              request={request}
              now={now}
              onDecided={onDecided}
            />
          ))}
        </ol>
      )}
    </ConsoleSection>
  );
}
